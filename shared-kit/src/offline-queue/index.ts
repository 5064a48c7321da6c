// 'shared-kit/offline-queue': the writes made while the api could not be reached, kept in IndexedDB and sent in
// order when it can be (issue 43). A library, not the host contract: the shell (header, sign-out) and mf-foreman
// (queue, send, show) may run different copies, so they share the database and a change signal, never module state.
export {
  changeQueue,
  clearQueue,
  enqueueWrite,
  onQueueSignal,
  queuedWrites,
  removeWrites,
  sameTimesheet,
  signalQueue,
  writesOf,
  type NewQueuedWrite,
  type QueueSignal,
  type QueuedTimesheet,
  type QueuedWrite,
  type QueuedWriteKind,
} from './queue.ts';
export {
  afterAnswer,
  nextToSend,
  sendQueuedWrites,
  type Locks,
  type SendOutcome,
  type WriteAnswer,
} from './send.ts';
export { keepSending, FIRST_RETRY_MS, MAX_RETRY_MS, type Sender, type SenderOptions } from './sender.ts';
export { useQueuedWrites, useQueueSignal } from './use-queued-writes.ts';
export { SAVED_ON_DEVICE } from './offline-texts.ts';
