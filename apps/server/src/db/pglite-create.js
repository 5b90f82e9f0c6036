// `node pglite-create.js <dataDir>`: creates an embedded database's data directory (initdb) and
// exits. pglite-worker.js runs it as a process of its own: initdb is a second WebAssembly program,
// and the memory it takes (about half a gigabyte at its peak) goes back to the system with the
// process, where a thread's would stay with the server for good.
import { PGlite } from "@electric-sql/pglite";

const created = new PGlite({ dataDir: process.argv[2] });
await created.waitReady;
await created.close();
