// Which YouTube video a tutorial link points to, and the privacy-enhanced address that embeds it.
// Spec section 5: a video is embedded only when its id has 11 characters. The console refuses a
// link this does not read, and the video page reads it the same way.

const VIDEO_ID = /^[A-Za-z0-9_-]{11}$/;
const YOUTUBE_HOSTS = new Set([
  'youtube.com',
  'www.youtube.com',
  'm.youtube.com',
  'youtube-nocookie.com',
  'www.youtube-nocookie.com',
]);
/** Paths whose next segment is the id: /embed/ID, /shorts/ID, /live/ID, /v/ID. */
const ID_PATH_PREFIXES = new Set(['embed', 'shorts', 'live', 'v']);

/**
 * The 11-character id from a youtube.com/watch?v=, youtu.be/, /embed/, /shorts/ or /live/ link
 * (www. and m. hosts too); null for anything else, including ids of another length.
 */
export function parseYouTubeVideoId(link: string | null | undefined): string | null {
  if (!link) return null;
  let url: URL;
  try {
    url = new URL(link.trim());
  } catch {
    return null;
  }
  if (url.protocol !== 'https:' && url.protocol !== 'http:') return null;

  const host = url.hostname.toLowerCase();
  const [first, second] = url.pathname.split('/').filter(Boolean);
  let candidate: string | null | undefined = null;
  if (host === 'youtu.be') candidate = first;
  else if (YOUTUBE_HOSTS.has(host)) {
    if (first === 'watch') candidate = url.searchParams.get('v');
    else if (first && ID_PATH_PREFIXES.has(first)) candidate = second;
  }
  return candidate && VIDEO_ID.test(candidate) ? candidate : null;
}

/** youtube-nocookie.com: YouTube stores nothing in the browser until the student presses play. */
export function youTubeEmbedUrl(videoId: string): string {
  return `https://www.youtube-nocookie.com/embed/${videoId}?rel=0`;
}
