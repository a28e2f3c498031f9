/**
 * What the service worker precaches: the files a student's screens need, so the installed app
 * opens at once and draws its screens offline. Read from Vite's build manifest: index.html's
 * entry and every screen the student app loads lazily (`src/features/…`), each with the scripts,
 * styles and assets it imports statically. Left out, and kept by the worker only once used: the
 * staff console (a student never runs it), pdf.js and KaTeX (large, and loaded only by a note or a
 * formula), the payment page and pdf.js's fonts and maps.
 */
import fs from 'node:fs';
import path from 'node:path';

interface ManifestChunk {
  file: string;
  src?: string;
  isEntry?: boolean;
  isDynamicEntry?: boolean;
  imports?: string[];
  css?: string[];
  assets?: string[];
}
type ViteManifest = Record<string, ManifestChunk>;

/** A lazily loaded module of the student app: its screens and their own dialogs. */
const STUDENT_SCREEN = /^src\/features\//;
/** The build's own files outside assets/ that the app shell uses. */
const SHELL_FILES = /^(index\.html|manifest\.webmanifest|favicon\.svg|icons\/[^/]+\.png)$/;

/** Every file the app's entry and the student screens load, with what they import statically. */
export function studentAppFiles(manifest: ViteManifest): Set<string> {
  const files = new Set<string>();
  const seen = new Set<string>();
  const add = (key: string) => {
    if (seen.has(key)) return;
    seen.add(key);
    const chunk = manifest[key];
    if (!chunk) return;
    for (const file of [chunk.file, ...(chunk.css ?? []), ...(chunk.assets ?? [])]) files.add(file);
    for (const imported of chunk.imports ?? []) add(imported);
  };
  for (const [key, chunk] of Object.entries(manifest)) {
    const isAppEntry = chunk.isEntry && key === 'index.html';
    const isStudentScreen = chunk.isDynamicEntry && STUDENT_SCREEN.test(chunk.src ?? key);
    if (isAppEntry || isStudentScreen) add(key);
  }
  return files;
}

/** Whether a file of the build (its path from the build folder) is precached. */
export function isPrecached(url: string, appFiles: Set<string>): boolean {
  return SHELL_FILES.test(url) || appFiles.has(url);
}

/** A workbox-build `manifestTransforms` entry keeping only the precached files of the build in `outDir`. */
export function offlinePrecache(outDir: string) {
  return <Entry extends { url: string }>(entries: Entry[]) => {
    const manifest = JSON.parse(fs.readFileSync(path.join(outDir, '.vite/manifest.json'), 'utf8')) as ViteManifest;
    const appFiles = studentAppFiles(manifest);
    const urls = new Set<string>();
    // Each file once: the plugin adds the web manifest to the list itself.
    const kept = entries.filter(
      (entry) => isPrecached(entry.url, appFiles) && !urls.has(entry.url) && urls.add(entry.url),
    );
    return { manifest: kept, warnings: [] };
  };
}
