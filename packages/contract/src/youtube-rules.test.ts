import { describe, expect, it } from 'vitest';
import { parseYouTubeVideoId, youTubeEmbedUrl } from './youtube-rules.js';

const ID = 'dQw4w9WgXcQ';

describe('parseYouTubeVideoId', () => {
  it.each([
    ['a watch link', `https://www.youtube.com/watch?v=${ID}`],
    ['a watch link without www', `https://youtube.com/watch?v=${ID}`],
    ['a mobile watch link', `https://m.youtube.com/watch?v=${ID}`],
    ['a watch link with extra parameters', `https://www.youtube.com/watch?feature=share&v=${ID}&t=42s&list=PL123`],
    ['a short link', `https://youtu.be/${ID}`],
    ['a short link with parameters', `https://youtu.be/${ID}?si=abc123&t=10`],
    ['an embed link', `https://www.youtube.com/embed/${ID}`],
    ['a privacy-enhanced embed link', `https://www.youtube-nocookie.com/embed/${ID}?start=5`],
    ['a shorts link', `https://www.youtube.com/shorts/${ID}`],
    ['a mobile shorts link', `https://m.youtube.com/shorts/${ID}?feature=share`],
    ['a live link', `https://www.youtube.com/live/${ID}`],
    ['an http link', `http://www.youtube.com/watch?v=${ID}`],
    ['a link with spaces around it', `  https://youtu.be/${ID}  `],
    ['an upper-case host', `https://WWW.YOUTUBE.COM/watch?v=${ID}`],
    ['an id with - and _', 'https://youtu.be/a-B_c-D_e-F'],
  ])('finds the id in %s', (_label, link) => {
    expect(parseYouTubeVideoId(link)).toBe(link.includes(ID) ? ID : 'a-B_c-D_e-F');
  });

  it.each([
    ['a 10-character id', 'https://www.youtube.com/watch?v=dQw4w9WgXc'],
    ['a 12-character id', 'https://www.youtube.com/watch?v=dQw4w9WgXcQQ'],
    ['a 10-character short link', 'https://youtu.be/dQw4w9WgXc'],
    ['a 12-character embed link', 'https://www.youtube.com/embed/dQw4w9WgXcQQ'],
    ['an id with other characters', 'https://youtu.be/dQw4w9WgX!Q'],
    ['a watch link without v', 'https://www.youtube.com/watch?list=PL123'],
    ['a channel page', 'https://www.youtube.com/@padanam'],
    ['a playlist', 'https://www.youtube.com/playlist?list=PL1234567890'],
    ['another video site', `https://vimeo.com/${ID}`],
    ['a look-alike host', `https://youtube.com.evil.example/watch?v=${ID}`],
    ['a look-alike short host', `https://notyoutu.be/${ID}`],
    ['a javascript: link', `javascript:alert('${ID}')`],
    ['a relative path', `/watch?v=${ID}`],
    ['an empty string', ''],
    ['null', null],
  ])('rejects %s', (_label, link) => {
    expect(parseYouTubeVideoId(link)).toBeNull();
  });
});

describe('youTubeEmbedUrl', () => {
  it('uses the privacy-enhanced host', () => {
    expect(youTubeEmbedUrl(ID)).toBe(`https://www.youtube-nocookie.com/embed/${ID}?rel=0`);
  });
});
