import type { Random } from './random.ts';

/** Journal and note texts for the demo timesheets, in a site foreman's words. */

const DAILY_JOURNALS = [
  'Crew continued {work}. Toolbox talk on {topic} at start of shift. No incidents.',
  'Mobilized equipment and finished {work}. Inspector on site in the afternoon; no punch items.',
  'Rain delay until 9:30, then resumed {work}. Housekeeping at end of day.',
  'Completed {work} ahead of schedule. Material delivery received and checked against the PO.',
  'Worked on {work}. Coordinated with the owner rep on access for tomorrow. Toolbox talk: {topic}.',
] as const;

const WORK = [
  'conduit runs on level 2',
  'pipe support installation',
  'trenching for the duct bank',
  'formwork for the east footing',
  'pump skid tie-ins',
  'cable pulls to the MCC',
  'steel erection at grid C',
  'demolition of the old valve vault',
] as const;

const TOPICS = [
  'ladder safety',
  'heat stress',
  'lockout/tagout',
  'trench safety',
  'hand protection',
  'silica exposure',
] as const;

const OUT_OF_SCOPE = [
  'Owner requested relocation of two junction boxes outside the drawings; tracked as a change order.',
  'Extra cleanup of debris left by another trade, at the owner rep request.',
  'Standby time while the customer isolated the line (not in scope).',
] as const;

const REJECTION_NOTES = [
  'Hours for {name} do not match the gate log. Please correct and resubmit.',
  'Missing origin and destination for the mileage claimed by {name}.',
  'Out of scope hours need a description in the out of scope journal.',
] as const;

export const CUSTOMER_SIGNERS = [
  'R. Castillo',
  'J. Whitfield',
  'M. Okafor',
  'S. Brandt',
  'L. Nakamura',
] as const;

export const dailyJournal = (random: Random): string =>
  random.pick(DAILY_JOURNALS).replace('{work}', random.pick(WORK)).replace('{topic}', random.pick(TOPICS));

export const outOfScopeJournal = (random: Random): string => random.pick(OUT_OF_SCOPE);

export const rejectionNote = (random: Random, name: string): string =>
  random.pick(REJECTION_NOTES).replace('{name}', name);

/** A hand-drawn-looking signature as an SVG data URL (the canvas stores data URLs; 300x150 like the seed's pad). */
export const signatureDataUrl = (random: Random): string => {
  let path = `M${random.int(15, 35)} ${random.int(80, 110)}`;
  for (let x = 70; x <= 280; x += random.int(40, 60)) {
    path += ` C${x - 30} ${random.int(20, 60)}, ${x - 15} ${random.int(100, 140)}, ${x} ${random.int(60, 100)}`;
  }
  const svg = `<svg xmlns="http://www.w3.org/2000/svg" width="300" height="150"><path d="${path}" stroke="#1b2a6b" stroke-width="2" fill="none" stroke-linecap="round"/></svg>`;
  return `data:image/svg+xml;base64,${Buffer.from(svg).toString('base64')}`;
};
