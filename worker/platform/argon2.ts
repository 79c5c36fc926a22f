/**
 * Passwords port: argon2id from argon2-browser's Emscripten build of the argon2 reference implementation.
 *
 * workerd refuses to compile WebAssembly from bytes, so the caller hands in an already compiled module (imported as
 * a module in the worker, compiled from the file in Node; see argon2.node.ts) and this file only instantiates it.
 * argon2-browser's own JS glue is bypassed: it expects to fetch or compile the bytes itself.
 */
import type { Passwords } from '../ports';

export interface Argon2Params {
  memoryKiB: number;
  iterations: number;
  parallelism: number;
}

/** OWASP's first argon2id recommendation: 19 MiB, 2 passes, 1 lane. */
export const defaultArgon2Params: Argon2Params = { memoryKiB: 19456, iterations: 2, parallelism: 1 };

const ARGON2ID = 2;
const ARGON2_VERSION_13 = 0x13;
const SALT_BYTES = 16;
const HASH_BYTES = 32;
const ARGON2_OK = 0;
const ARGON2_MEMORY_ALLOCATION_ERROR = -22;
const WASM_PAGE_BYTES = 65536;
// The limit the module was linked with (BINARYEN_MEM_MAX): asking for more must fail, not trap.
const MAX_HEAP_BYTES = 2147418112;

/**
 * The module's minified exports. Argument order follows argon2-browser's src/argon2_library.c: the reference
 * argon2_hash / argon2_verify with secret and associated data added before version / type.
 */
interface Argon2Exports {
  c: WebAssembly.Memory;
  d(): void;
  f(size: number): number;
  g(pointer: number): void;
  i(code: number): number;
  j(iterations: number, memoryKiB: number, parallelism: number, saltLength: number, hashLength: number, type: number): number;
  l(
    iterations: number,
    memoryKiB: number,
    parallelism: number,
    password: number,
    passwordLength: number,
    salt: number,
    saltLength: number,
    hash: number,
    hashLength: number,
    encoded: number,
    encodedLength: number,
    type: number,
    secret: number,
    secretLength: number,
    ad: number,
    adLength: number,
    version: number,
  ): number;
  m(encoded: number, password: number, passwordLength: number, secret: number, secretLength: number, ad: number, adLength: number, type: number): number;
}

const exportedFunctions = ['d', 'f', 'g', 'i', 'j', 'l', 'm'] as const;

function asArgon2Exports(exports: WebAssembly.Exports): Argon2Exports {
  // A different argon2-browser build renames these; fail loudly rather than call the wrong function.
  const shapeOk = exports.c instanceof WebAssembly.Memory && exportedFunctions.every((name) => typeof exports[name] === 'function');
  if (!shapeOk) throw new Error('argon2.wasm does not have the exports of argon2-browser 1.18');
  return exports as unknown as Argon2Exports;
}

function instantiate(module: WebAssembly.Module): Argon2Exports {
  // The module calls these imports only from inside its exports, so `memory` is set by then.
  let memory: WebAssembly.Memory | undefined;
  const imports = {
    a: {
      // emscripten_memcpy_big
      a(dest: number, src: number, length: number): void {
        new Uint8Array(memory!.buffer).copyWithin(dest, src, src + length);
      },
      // emscripten_resize_heap: 1 when the heap now holds `requested` bytes, 0 lets malloc return NULL.
      b(requested: number): number {
        const wanted = requested >>> 0;
        const current = memory!.buffer.byteLength;
        if (wanted > MAX_HEAP_BYTES) return 0;
        if (wanted <= current) return 1;
        try {
          memory!.grow(Math.ceil((wanted - current) / WASM_PAGE_BYTES));
          return 1;
        } catch {
          return 0;
        }
      },
    },
  };
  const exports = asArgon2Exports(new WebAssembly.Instance(module, imports).exports);
  memory = exports.c;
  exports.d(); // static constructors, once per instance
  return exports;
}

// One instance per isolate and compiled module: its heap grows once to fit a hash and is reused after that.
const instances = new WeakMap<WebAssembly.Module, Argon2Exports>();

/** Runs `work` on the shared instance; a trap may leave malloc's state corrupt, so the instance is then dropped. */
function withInstance<T>(module: WebAssembly.Module, work: (wasm: Argon2Exports) => T): T {
  let wasm = instances.get(module);
  if (!wasm) {
    wasm = instantiate(module);
    instances.set(module, wasm);
  }
  try {
    return work(wasm);
  } catch (error) {
    instances.delete(module);
    throw error;
  }
}

const utf8 = new TextEncoder();
const utf8Decoder = new TextDecoder();

/** Tracks every malloc of one call so that all of them are freed, whatever happens in between. */
class Allocations {
  private readonly pointers: number[] = [];
  private readonly wasm: Argon2Exports;

  constructor(wasm: Argon2Exports) {
    this.wasm = wasm;
  }

  alloc(size: number): number {
    const pointer = this.wasm.f(size);
    if (pointer === 0) throw new Error(`argon2: malloc(${size}) failed`);
    this.pointers.push(pointer);
    return pointer;
  }

  /** Copies bytes in with a NUL after them: C reads encoded strings up to it, and a zero-length copy stays non-NULL. */
  bytes(data: Uint8Array): number {
    const pointer = this.alloc(data.byteLength + 1);
    const heap = new Uint8Array(this.wasm.c.buffer); // a fresh view: malloc may have grown (detached) the buffer
    heap.set(data, pointer);
    heap[pointer + data.byteLength] = 0;
    return pointer;
  }

  freeAll(): void {
    for (const pointer of this.pointers) this.wasm.g(pointer);
    this.pointers.length = 0;
  }
}

function readCString(wasm: Argon2Exports, pointer: number): string {
  const heap = new Uint8Array(wasm.c.buffer);
  const end = heap.indexOf(0, pointer);
  return utf8Decoder.decode(heap.subarray(pointer, end));
}

function argon2Failure(wasm: Argon2Exports, operation: string, code: number): Error {
  return new Error(`argon2 ${operation} failed (${code}): ${readCString(wasm, wasm.i(code))}`);
}

function hashWith(wasm: Argon2Exports, params: Argon2Params, password: Uint8Array, salt: Uint8Array): string {
  const memory = new Allocations(wasm);
  try {
    const { iterations, memoryKiB, parallelism } = params;
    const encodedLength = wasm.j(iterations, memoryKiB, parallelism, salt.byteLength, HASH_BYTES, ARGON2ID);
    const passwordPointer = memory.bytes(password);
    const saltPointer = memory.bytes(salt);
    const encodedPointer = memory.alloc(encodedLength);
    const code = wasm.l(
      iterations,
      memoryKiB,
      parallelism,
      passwordPointer,
      password.byteLength,
      saltPointer,
      salt.byteLength,
      0, // no raw hash wanted: the encoded string carries it
      HASH_BYTES,
      encodedPointer,
      encodedLength,
      ARGON2ID,
      0,
      0,
      0,
      0,
      ARGON2_VERSION_13,
    );
    if (code !== ARGON2_OK) throw argon2Failure(wasm, 'hash', code);
    return readCString(wasm, encodedPointer);
  } finally {
    memory.freeAll();
  }
}

function verifyWith(wasm: Argon2Exports, encoded: string, password: Uint8Array): boolean {
  const memory = new Allocations(wasm);
  try {
    const encodedPointer = memory.bytes(utf8.encode(encoded));
    const passwordPointer = memory.bytes(password);
    const code = wasm.m(encodedPointer, passwordPointer, password.byteLength, 0, 0, 0, 0, ARGON2ID);
    if (code === ARGON2_OK) return true;
    // Out of memory says nothing about the password; answering "wrong password" would hide an outage.
    if (code === ARGON2_MEMORY_ALLOCATION_ERROR) throw argon2Failure(wasm, 'verify', code);
    return false; // mismatch, or an encoding that is malformed or not argon2id
  } finally {
    memory.freeAll();
  }
}

export function createArgon2Passwords(module: WebAssembly.Module, params: Argon2Params = defaultArgon2Params): Passwords {
  return {
    async hash(password) {
      const salt = crypto.getRandomValues(new Uint8Array(SALT_BYTES));
      return withInstance(module, (wasm) => hashWith(wasm, params, utf8.encode(password), salt));
    },
    async verify(encoded, password) {
      // The C decoder would reject these too; a NUL inside would make it read a shorter string than we hold.
      if (!encoded.startsWith('$argon2id$') || encoded.includes('\0')) return false;
      return withInstance(module, (wasm) => verifyWith(wasm, encoded, utf8.encode(password)));
    },
  };
}
