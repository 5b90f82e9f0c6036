import { once } from "node:events";
import { Duplex } from "node:stream";
import { Worker } from "node:worker_threads";

export interface PgliteWorkerOptions {
  /** A directory for the data; undefined: in memory. */
  dataDir?: string;
  /** A tarball of a data directory (`dumpDataDir`) to start from, read by the worker. */
  loadDataDir?: string;
}

/** The PGlite thread's JavaScript heap ceiling (its old generation), in MB. */
export const WORKER_HEAP_MB = 64;

type Settle<T> = { resolve(value: T): void; reject(error: Error): void };

type FromWorker =
  | { type: "ready" }
  | { type: "data"; session: number; bytes: Uint8Array }
  | { type: "ended"; session: number }
  | { type: "result"; id: number; value: ArrayBuffer }
  | { type: "fatal"; message: string };

/**
 * PGlite in a worker thread (pglite-worker.js), reached through `connect()`: a duplex stream that
 * node-postgres uses as its socket (`new pg.Pool({ stream })`). The worker serialises sessions, so
 * a pool of any size is safe; one connection (pool max 1) is what PGlite can actually run.
 *
 * A worker that dies is an error, never a hang: open streams fail with it, new ones fail at once.
 */
export class PgliteWorker {
  readonly #worker: Worker;
  readonly #ready: Promise<void>;
  #failure: Error | undefined;
  #closing = false;
  #nextId = 1;
  /** Messages awaiting the worker's answer: while any is, the worker keeps the process alive. */
  #inFlight = 0;
  readonly #streams = new Map<number, PgliteStream>();
  readonly #calls = new Map<number, Settle<ArrayBuffer>>();
  readonly #onReady: Settle<void>;

  constructor(options: PgliteWorkerOptions) {
    let onReady: Settle<void> | undefined;
    this.#ready = new Promise<void>((resolve, reject) => {
      onReady = { resolve, reject };
    });
    this.#ready.catch(() => {}); // read through ready()
    this.#onReady = onReady as Settle<void>;
    this.#worker = new Worker(new URL("./pglite-worker.js", import.meta.url), {
      workerData: options,
      // The thread's own objects are a few megabytes (replies are ArrayBuffers, outside this limit): a
      // ceiling keeps its collector working instead of letting garbage pile up under load.
      resourceLimits: { maxOldGenerationSizeMb: WORKER_HEAP_MB },
    });
    this.#worker.on("message", (message: FromWorker) => this.#receive(message));
    this.#worker.on("error", (error) => this.#fail(error));
    this.#worker.on("exit", (code) => this.#fail(new Error(`its thread exited with code ${code}`)));
    this.#worker.unref(); // referenced only while work is in flight (#hold)
    this.#hold(1); // opening the database is work in flight
  }

  /** A new session, for node-postgres: `new pg.Pool({ stream: () => worker.connect() })`. */
  connect(): Duplex {
    const stream = new PgliteStream(this, this.#nextId++);
    this.#streams.set(stream.session, stream);
    return stream;
  }

  /** The data directory as a tarball, e.g. to start other in-memory databases from. */
  async dumpDataDir(): Promise<Uint8Array> {
    if (this.#failure) throw this.#failure;
    const id = this.#nextId++;
    this.#hold(1);
    this.#worker.postMessage({ type: "dump", id });
    return new Uint8Array(
      await new Promise<ArrayBuffer>((resolve, reject) => this.#calls.set(id, { resolve, reject })),
    );
  }

  /** Closes PGlite and waits for the thread to end; end node-postgres's pool first. */
  async close(): Promise<void> {
    if (this.#closing) return;
    this.#closing = true;
    if (this.#failure) return;
    const exited = once(this.#worker, "exit");
    this.#hold(1);
    this.#worker.postMessage({ type: "close" });
    await exited;
  }

  /** Messages sent to the thread and not yet answered: the queue in front of PGlite's one backend. */
  get pending(): number {
    return this.#inFlight;
  }

  /** For tests: the thread, to end it the way a crash would. */
  get thread(): Worker {
    return this.#worker;
  }

  /** @internal Resolves when the database is open; rejects with the failure if the worker died. */
  ready(): Promise<void> {
    return this.#failure ? Promise.reject(this.#failure) : this.#ready;
  }

  /** @internal `bytes` is handed over (transferred), not copied. */
  send(session: number, bytes: Uint8Array) {
    if (this.#failure) throw this.#failure;
    this.#hold(1);
    this.#worker.postMessage({ type: "data", session, bytes }, [bytes.buffer as ArrayBuffer]);
  }

  /** @internal */
  end(session: number) {
    if (this.#failure || this.#closing) {
      // Nobody left to say "ended": end the stream here so node-postgres's client.end() returns.
      this.#streams.get(session)?.push(null);
      this.#streams.delete(session);
      return;
    }
    this.#hold(1);
    this.#worker.postMessage({ type: "end", session });
  }

  #receive(message: FromWorker) {
    switch (message.type) {
      case "ready":
        this.#hold(-1);
        return this.#onReady.resolve();
      case "data":
        this.#hold(-1);
        return this.#streams.get(message.session)?.receive(message.bytes);
      case "ended":
        this.#hold(-1);
        this.#streams.get(message.session)?.push(null);
        this.#streams.delete(message.session);
        return;
      case "result": {
        this.#hold(-1);
        const call = this.#calls.get(message.id);
        this.#calls.delete(message.id);
        return call?.resolve(message.value);
      }
      case "fatal":
        return this.#fail(new Error(message.message));
    }
  }

  #fail(cause: Error) {
    if (this.#failure) return;
    if (this.#closing) {
      // Ended by close(): nothing may wait on it any more.
      this.#failure = new Error("The embedded database is closed");
      for (const stream of this.#streams.values()) stream.destroy(this.#failure);
      return;
    }
    this.#failure = new Error(`The embedded database stopped: ${cause.message}`, { cause });
    this.#onReady.reject(this.#failure);
    for (const call of this.#calls.values()) call.reject(this.#failure);
    this.#calls.clear();
    for (const stream of this.#streams.values()) stream.destroy(this.#failure);
    this.#streams.clear();
    this.#worker.unref();
    void this.#worker.terminate();
  }

  #hold(delta: number) {
    const before = this.#inFlight;
    this.#inFlight += delta;
    if (before === 0 && this.#inFlight > 0) this.#worker.ref();
    else if (before > 0 && this.#inFlight === 0) this.#worker.unref();
  }
}

/** One node-postgres connection: what pg writes goes to the worker, the worker's replies are read. */
class PgliteStream extends Duplex {
  readonly host: PgliteWorker;
  readonly session: number;
  #queued: Buffer[] = [];

  constructor(host: PgliteWorker, session: number) {
    super();
    this.host = host;
    this.session = session;
  }

  // The parts of net.Socket that node-postgres calls.
  connect(): this {
    this.host.ready().then(
      () => this.emit("connect"),
      (error: Error) => this.destroy(error),
    );
    return this;
  }
  setNoDelay(): this {
    return this;
  }
  setKeepAlive(): this {
    return this;
  }
  ref(): this {
    return this;
  }
  unref(): this {
    return this;
  }

  receive(bytes: Uint8Array) {
    if (bytes.length > 0 && !this.destroyed)
      this.push(Buffer.from(bytes.buffer, bytes.byteOffset, bytes.length));
  }

  override _read() {}

  // node-postgres writes Parse, Bind, Describe, Execute and Sync one by one in the same tick: they go
  // to the worker as one message, and PGlite runs them in one call.
  override _write(chunk: Buffer, _encoding: BufferEncoding, callback: (error?: Error | null) => void) {
    if (this.#queued.push(chunk) === 1) queueMicrotask(() => this.#flush());
    callback();
  }

  #flush() {
    if (this.#queued.length === 0) return;
    const bytes = new Uint8Array(Buffer.concat(this.#queued));
    this.#queued = [];
    try {
      this.host.send(this.session, bytes);
    } catch (error) {
      this.destroy(error as Error);
    }
  }

  override _final(callback: (error?: Error | null) => void) {
    this.#flush();
    this.host.end(this.session);
    callback();
  }

  override _destroy(error: Error | null, callback: (error?: Error | null) => void) {
    // A stream destroyed before it ended (a connection timeout, a broken client) still ends its session.
    if (!this.writableFinished) this.host.end(this.session);
    callback(error);
  }
}
