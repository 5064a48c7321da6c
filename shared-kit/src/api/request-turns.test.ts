import { createRequestTurns, messageChannelPost, type PostTask } from './request-turns.ts';

/** A task queue the test runs by hand: each `runTask()` is one task of the browser's event loop. */
function manualTasks() {
  const tasks: Array<() => void> = [];
  const post: PostTask = (callback) => tasks.push(callback);
  const runTask = async () => {
    tasks.shift()?.();
    // The task's microtask checkpoint: whatever a settled turn lets go runs before the next task.
    await Promise.resolve();
    await Promise.resolve();
  };
  return { post, tasks, runTask };
}

describe('request turns', () => {
  it('lets the first request of a task go at once and each further one in a task of its own, in order', async () => {
    const { post, tasks, runTask } = manualTasks();
    const turns = createRequestTurns(post);
    const sent: string[] = [];
    const request = async (name: string) => {
      const turn = turns.take();
      if (turn) await turn;
      sent.push(name);
    };

    void request('timesheets');
    void request('corrections');
    void request('projects');
    await Promise.resolve();
    expect(sent).toEqual(['timesheets']);

    await runTask();
    expect(sent).toEqual(['timesheets', 'corrections']);
    await runTask();
    expect(sent).toEqual(['timesheets', 'corrections', 'projects']);
    // Nobody waits any more: the turn is handed back and the next request leaves at once again.
    await runTask();
    expect(tasks).toHaveLength(0);
    expect(turns.take()).toBeNull();
  });

  it('sends everything at once where tasks cannot be queued (no MessageChannel)', () => {
    const turns = createRequestTurns(null);
    expect(turns.take()).toBeNull();
    expect(turns.take()).toBeNull();
  });

  it('queues its tasks with a MessageChannel in a browser, each callback in a task of its own', async () => {
    const post = messageChannelPost();
    if (!post) {
      // jsdom has no MessageChannel of its own: the api client then sends at once (the case above).
      expect(typeof window.MessageChannel).toBe('undefined');
      return;
    }
    const ran: number[] = [];
    await new Promise<void>((resolve) => {
      post(() => ran.push(1));
      post(() => {
        ran.push(2);
        resolve();
      });
    });
    expect(ran).toEqual([1, 2]);
  });
});
