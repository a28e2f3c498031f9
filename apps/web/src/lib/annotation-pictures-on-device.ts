// Pictures (stamps, signatures) a student put on a note while offline, kept on the device until
// they are uploaded: their annotation's queued write names one by its id here
// (pending-annotation-writes.ts), and the picture goes up before that write does. In IndexedDB,
// as localStorage holds a few megabytes of text at most; as bytes, which every IndexedDB can
// clone (a Blob is not always). Where IndexedDB is missing or refuses, a picture is kept in memory
// for this visit only, as the writes are when localStorage refuses them. A change of person
// forgets them all (auth-token.ts).

const DATABASE_NAME = 'padanam-annotation-pictures';
const STORE_NAME = 'pictures';

type TPictureOnDevice = { noteId: number; name: string; type: string; bytes: ArrayBuffer };

/** Pictures the database could not take (or there is none): this visit only. */
const inMemory = new Map<string, TPictureOnDevice>();

let openedDatabase: Promise<IDBDatabase | null> | null = null;

function openDatabase(): Promise<IDBDatabase | null> {
  openedDatabase ??= new Promise<IDBDatabase | null>((resolve) => {
    if (typeof indexedDB === 'undefined') return resolve(null);
    try {
      const request = indexedDB.open(DATABASE_NAME, 1);
      request.onupgradeneeded = () => request.result.createObjectStore(STORE_NAME);
      request.onsuccess = () => {
        const database = request.result;
        // Another tab forgetting the pictures (a change of person) deletes the database: let it.
        database.onversionchange = () => {
          database.close();
          openedDatabase = null;
        };
        resolve(database);
      };
      request.onerror = () => resolve(null);
      request.onblocked = () => resolve(null);
    } catch {
      resolve(null);
    }
  });
  return openedDatabase;
}

/** Runs `work` in one transaction of the picture store; resolves with its request's result once committed. */
async function inStore<T>(
  mode: IDBTransactionMode,
  work: (store: IDBObjectStore) => IDBRequest<T> | undefined,
): Promise<T | undefined> {
  const database = await openDatabase();
  if (!database) throw new Error('No IndexedDB on this device');
  return new Promise((resolve, reject) => {
    const transaction = database.transaction(STORE_NAME, mode);
    const request = work(transaction.objectStore(STORE_NAME));
    transaction.oncomplete = () => resolve(request?.result);
    transaction.onerror = () => reject(transaction.error ?? new Error('The picture store failed'));
    transaction.onabort = () => reject(transaction.error ?? new Error('The picture store was aborted'));
  });
}

function isPictureOnDevice(value: unknown): value is TPictureOnDevice {
  if (typeof value !== 'object' || value === null) return false;
  const picture = value as Partial<TPictureOnDevice>;
  // Not `instanceof`: a clone may come from another realm's ArrayBuffer.
  return typeof picture.noteId === 'number' && Object.prototype.toString.call(picture.bytes) === '[object ArrayBuffer]';
}

function bytesOf(file: Blob): Promise<ArrayBuffer> {
  // FileReader rather than Blob.arrayBuffer(): the test DOM has only the former.
  return new Promise((resolve, reject) => {
    const reader = new FileReader();
    reader.onload = () => resolve(reader.result as ArrayBuffer);
    reader.onerror = () => reject(reader.error ?? new Error('The picture could not be read'));
    reader.readAsArrayBuffer(file);
  });
}

/** Keeps the picture on the device and gives its id (never fails: memory when storage refuses). */
export async function keepPictureOnDevice(noteId: number, file: File): Promise<string> {
  const id = crypto.randomUUID();
  const picture: TPictureOnDevice = { noteId, name: file.name, type: file.type, bytes: await bytesOf(file) };
  try {
    await inStore('readwrite', (store) => store.put(picture, id));
  } catch {
    inMemory.set(id, picture);
  }
  return id;
}

/** The picture kept under `id` as a file, or null when it is not on this device (any more). */
export async function readPictureOnDevice(id: string): Promise<File | null> {
  const stored: unknown = inMemory.get(id) ?? (await inStore('readonly', (store) => store.get(id)).catch(() => null));
  if (!isPictureOnDevice(stored)) return null;
  return new File([stored.bytes], stored.name, { type: stored.type });
}

export async function removePictureOnDevice(id: string): Promise<void> {
  inMemory.delete(id);
  await inStore('readwrite', (store) => store.delete(id)).catch(() => undefined);
}

/** Removes the note's pictures no queued write names any more (their stamp deleted before it was sent). */
export async function removePicturesOnDeviceExcept(noteId: number, named: ReadonlySet<string>): Promise<void> {
  for (const [id, picture] of inMemory) if (picture.noteId === noteId && !named.has(id)) inMemory.delete(id);
  await inStore('readwrite', (store) => {
    const cursorRequest = store.openCursor();
    cursorRequest.onsuccess = () => {
      const cursor = cursorRequest.result;
      if (!cursor) return;
      const value: unknown = cursor.value;
      const isOrphan = !isPictureOnDevice(value) || (value.noteId === noteId && !named.has(String(cursor.key)));
      if (isOrphan) cursor.delete();
      cursor.continue();
    };
    return undefined;
  }).catch(() => undefined);
}

/** Forgets every picture kept (a change of person). */
export async function forgetPicturesOnDevice(): Promise<void> {
  inMemory.clear();
  if (typeof indexedDB === 'undefined') return;
  const database = await openedDatabase;
  database?.close();
  openedDatabase = null;
  await new Promise<void>((resolve) => {
    const request = indexedDB.deleteDatabase(DATABASE_NAME);
    request.onsuccess = () => resolve();
    request.onerror = () => resolve();
  });
}
