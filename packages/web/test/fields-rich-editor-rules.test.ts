import { isHexColor } from '@ossature/contract';
import { describe, expect, it } from 'vitest';
import {
  FONT_SIZE_DEFAULT,
  FONT_SIZE_MAX,
  FONT_SIZE_MIN,
  clampFontSize,
  fontFamilyOf,
  fontSizeOf,
  hexColorOf,
  isAcceptedLinkUrl,
  linkUrlOf,
  youtubeIdOf,
} from '../src/editor/editor-rules';
import { toStoredHtml } from '../src/editor/stored-html';

describe('editor links (SPEC §5)', () => {
  it('keep http, https, mailto, sms and tel links as they are', () => {
    for (const url of ['https://www.service-public.fr/', 'http://exemple.fr/a?b=1#c', 'mailto:mairie@saint-aubin.fr', 'sms:+33612345678', 'tel:+33299552020']) {
      expect(linkUrlOf(url)).toBe(url);
    }
  });

  it('neutralise every other protocol to about:blank, however it is disguised', () => {
    for (const url of ['javascript:alert(1)', 'JavaScript:alert(1)', ' java\tscript:alert(1)', 'java\nscript:alert(1)', 'data:text/html,<script>alert(1)</script>', 'vbscript:msgbox', 'ftp://ftp.exemple.fr', 'file:///etc/passwd']) {
      expect(linkUrlOf(url)).toBe('about:blank');
    }
  });

  it('prefix https:// to an address typed without scheme; an empty one (or the bare prefix) removes the link', () => {
    expect(linkUrlOf('www.saint-aubin.fr/horaires')).toBe('https://www.saint-aubin.fr/horaires');
    expect(linkUrlOf('  ')).toBeNull();
    expect(linkUrlOf('https://')).toBeNull();
    expect(linkUrlOf('/front/form/cms_page')).toBe('/front/form/cms_page');
  });

  it('let Lexical link only URLs already safe: a pasted javascript: URL is not linked, a neutralised one is', () => {
    expect(isAcceptedLinkUrl('https://exemple.fr')).toBe(true);
    expect(isAcceptedLinkUrl('about:blank')).toBe(true);
    expect(isAcceptedLinkUrl('javascript:alert(1)')).toBe(false);
    expect(isAcceptedLinkUrl('www.exemple.fr')).toBe(false);
  });
});

describe('editor colours (SPEC §5: #RRGGBB only)', () => {
  it('accept six-digit hex colours only', () => {
    expect(isHexColor('#0088c8')).toBe(true);
    expect(isHexColor('#0088C8')).toBe(true);
    for (const typed of ['#08c', '0088c8', '#0088c80', 'red', '#00gg00', 'rgb(0, 136, 200)']) expect(isHexColor(typed)).toBe(false);
  });

  it('store colours as lower-case hex, converting the rgb() browsers write, refusing anything else', () => {
    expect(hexColorOf('#D0021B')).toBe('#d0021b');
    expect(hexColorOf('rgb(208, 2, 27)')).toBe('#d0021b');
    expect(hexColorOf('rgba(0, 136, 200, 1)')).toBe('#0088c8');
    for (const css of ['red', 'rgba(0, 0, 0, 0.5)', 'rgb(300, 0, 0)', '#fff', '', null]) expect(hexColorOf(css)).toBeNull();
  });
});

describe('editor font sizes (SPEC §9: 8 to 72, 15 by default)', () => {
  it('bound what the user types or steps to 8–72 px', () => {
    expect([FONT_SIZE_MIN, FONT_SIZE_DEFAULT, FONT_SIZE_MAX]).toEqual([8, 15, 72]);
    expect(clampFontSize(7)).toBe(8);
    expect(clampFontSize(73)).toBe(72);
    expect(clampFontSize(0)).toBe(8);
    expect(clampFontSize(15.4)).toBe(15);
  });

  it('read only whole pixel sizes within the bounds', () => {
    expect(fontSizeOf('15px')).toBe(15);
    expect(fontSizeOf('72px')).toBe(72);
    for (const css of ['7px', '73px', '15.5px', '1.2em', '', undefined]) expect(fontSizeOf(css)).toBeNull();
  });

  it('offer the three editor fonts, quoted or not', () => {
    expect(fontFamilyOf('"Courier New"')).toBe('Courier New');
    expect(fontFamilyOf('Verdana')).toBe('Verdana');
    expect(fontFamilyOf('Comic Sans MS')).toBeNull();
  });
});

describe('YouTube embeds', () => {
  it('take the video id from watch, share, embed and shorts addresses, and nothing else', () => {
    for (const url of ['https://www.youtube.com/watch?v=dQw4w9WgXcQ', 'https://youtu.be/dQw4w9WgXcQ?t=4', 'https://www.youtube-nocookie.com/embed/dQw4w9WgXcQ', 'youtube.com/shorts/dQw4w9WgXcQ', 'https://www.youtube.com/watch?feature=share&v=dQw4w9WgXcQ']) {
      expect(youtubeIdOf(url)).toBe('dQw4w9WgXcQ');
    }
    for (const url of ['https://vimeo.com/123', 'https://www.youtube.com.evil.fr/watch?v=dQw4w9WgXcQ', 'https://www.youtube.com/watch?v=short']) {
      expect(youtubeIdOf(url)).toBeNull();
    }
  });
});

describe('the HTML an html field stores', () => {
  it('keeps the editor styles in the server’s forms and drops what only the editor uses', () => {
    const exported =
      '<p class="x" dir="ltr"><b><strong class="t" style="white-space: pre-wrap;">gras</strong></b>' +
      '<span style="color: rgb(208, 2, 27); font-size: 20px; font-family: &quot;Courier New&quot;; white-space: pre-wrap;">rouge</span></p>' +
      '<ul><li value="1"><span style="font-size: 99px;">x</span></li></ul>';
    expect(toStoredHtml(exported)).toBe(
      '<p><b><strong>gras</strong></b><span style="color: #d0021b; font-size: 20px; font-family: Courier New">rouge</span></p><ul><li><span>x</span></li></ul>',
    );
  });

  it('is null when the editor holds nothing, but not when it holds only an image or a video', () => {
    expect(toStoredHtml('<p><br></p>')).toBeNull();
    expect(toStoredHtml('<p><img src="/api-internal/document/file/3" alt=""></p>')).toBe('<p><img src="/api-internal/document/file/3" alt=""></p>');
  });
});
