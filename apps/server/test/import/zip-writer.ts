import { crc32, deflateRawSync } from "node:zlib";

/** One file of a zip made for a test. */
export interface ZipFileSpec {
  /** Its path in the zip ("/"-separated; a folder's own entry ends with "/"). */
  name: string;
  data: string | Uint8Array;
  /** Stored as is instead of deflated. */
  stored?: boolean;
  /** The uncompressed size to declare instead of the real one: a zip that lies about an entry. */
  declaredSize?: number;
}

const deflated = new WeakMap<Uint8Array, Buffer>();

/** Deflated once per buffer: a test may put the same large buffer in many entries. */
function deflate(data: Uint8Array): Buffer {
  let packed = deflated.get(data);
  if (!packed) {
    packed = deflateRawSync(data);
    deflated.set(data, packed);
  }
  return packed;
}

/**
 * A zip file's bytes, as any archiver writes them (local headers, central directory, end record;
 * UTF-8 names, deflate or stored): enough for the readers' tests without a zip library.
 */
export function zipOf(files: readonly ZipFileSpec[]): Buffer {
  const parts: Buffer[] = [];
  const directory: Buffer[] = [];
  let offset = 0;
  for (const file of files) {
    const data = typeof file.data === "string" ? Buffer.from(file.data, "utf8") : file.data;
    const body = file.stored ? Buffer.from(data) : deflate(data);
    const name = Buffer.from(file.name, "utf8");
    const crc = crc32(data);
    const size = file.declaredSize ?? data.length;
    const method = file.stored ? 0 : 8;
    const local = Buffer.alloc(30);
    local.writeUInt32LE(0x04034b50, 0);
    local.writeUInt16LE(20, 4);
    local.writeUInt16LE(0x0800, 6);
    local.writeUInt16LE(method, 8);
    local.writeUInt32LE(crc, 14);
    local.writeUInt32LE(body.length, 18);
    local.writeUInt32LE(size, 22);
    local.writeUInt16LE(name.length, 26);
    const central = Buffer.alloc(46);
    central.writeUInt32LE(0x02014b50, 0);
    central.writeUInt16LE(20, 4);
    central.writeUInt16LE(20, 6);
    central.writeUInt16LE(0x0800, 8);
    central.writeUInt16LE(method, 10);
    central.writeUInt32LE(crc, 16);
    central.writeUInt32LE(body.length, 20);
    central.writeUInt32LE(size, 24);
    central.writeUInt16LE(name.length, 28);
    central.writeUInt32LE(offset, 42);
    parts.push(local, name, body);
    directory.push(central, name);
    offset += local.length + name.length + body.length;
  }
  const listing = Buffer.concat(directory);
  const end = Buffer.alloc(22);
  end.writeUInt32LE(0x06054b50, 0);
  end.writeUInt16LE(files.length, 8);
  end.writeUInt16LE(files.length, 10);
  end.writeUInt32LE(listing.length, 12);
  end.writeUInt32LE(offset, 16);
  return Buffer.concat([...parts, listing, end]);
}
