// What Lighthouse's simulated LCP waits for, from a recorded load (issue 13).
//
//   LIGHTHOUSE_ARTIFACTS_DIR=/tmp/lh-artifacts npx playwright test --config playwright.bench.config.ts \
//     bench/lighthouse.bench.ts -g 'on /approver/projects'
//   node bench/lantern-path.mjs /tmp/lh-artifacts/<one recorded load>
//
// Lighthouse's mobile figures are not measured but simulated ("Lantern"): from the recorded requests and main-thread
// tasks it builds a dependency graph and replays it on a 150 ms, 1.6 Mbps connection with every task 4× longer. Its
// LCP is the end of the last node of that graph, so this prints the graph's timeline (each request with its size and
// connection, each script's run) and the same recording replayed with the CPU not slowed, no round-trip time and
// unlimited bandwidth: whichever moves the figure most is what the page waits for. The recording never changes, so
// two builds are compared on several recordings each. It reads Lighthouse's own modules (pinned in package-lock.json).
import * as assetSaver from 'lighthouse/core/lib/asset-saver.js';
import { LanternLargestContentfulPaint } from 'lighthouse/core/computed/metrics/lantern-largest-contentful-paint.js';

const WHAT_IF = {
  recorded: {},
  'CPU not slowed': { cpuSlowdownMultiplier: 1 },
  'no round-trip time': { rttMs: 0 },
  'unlimited bandwidth': { throughputKbps: 1e6 },
};

const dir = process.argv[2];
if (!dir) {
  console.error('usage: node bench/lantern-path.mjs <a directory LIGHTHOUSE_ARTIFACTS_DIR holds>');
  process.exit(2);
}
const artifacts = await assetSaver.loadArtifacts(dir);
const path = (url) => url.replace(/^https?:\/\/[^/]+/, '');

const simulate = (throttling) => {
  const settings = { ...artifacts.settings, throttling: { ...artifacts.settings.throttling, ...throttling } };
  const data = {
    devtoolsLog: artifacts.DevtoolsLog,
    gatherContext: artifacts.GatherContext,
    settings,
    simulator: null,
    trace: artifacts.Trace,
    URL: artifacts.URL,
    SourceMaps: artifacts.SourceMaps,
    HostDPR: artifacts.HostDPR,
  };
  return LanternLargestContentfulPaint.request(data, { computedCache: new Map(), settings });
};

const recorded = await simulate({});
console.log(`${path(artifacts.URL.finalDisplayedUrl)}: simulated LCP ${recorded.timing.toFixed(0)} ms`);
const timings = [...recorded.optimisticEstimate.nodeTimings.entries()].sort(
  (a, b) => a[1].startTime - b[1].startTime,
);
for (const [node, timing] of timings) {
  const what =
    node.type === 'network'
      ? `${path(node.request.url)}  ${(node.request.transferSize / 1024).toFixed(1)} KiB, ${node.request.priority}`
      : `main thread ${(node.duration / 1000).toFixed(1)} ms recorded` +
        [...node.getEvaluateScriptURLs()].map((url) => ` running ${path(url)}`).join('') +
        (node.didPerformLayout() ? ', layout' : '');
  console.log(
    `  ${timing.startTime.toFixed(0).padStart(5)} → ${timing.endTime.toFixed(0).padStart(5)}  ${what}`,
  );
}
for (const [name, throttling] of Object.entries(WHAT_IF)) {
  console.log(`  ${name.padEnd(20)} LCP ${((await simulate(throttling)).timing / 1000).toFixed(2)} s`);
}
