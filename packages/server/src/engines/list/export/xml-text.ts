/** Characters XML 1.0 cannot hold (control characters, lone surrogates): dropped from exported text. */
const NOT_XML = /[^\t\n\r\u0020-\ud7ff\ue000-\ufffd\u{10000}-\u{10ffff}]/gu;

/** Text as XML character data or an attribute value: markup escaped, what XML cannot hold dropped. */
export const escapeXml = (text: string) => text.replace(NOT_XML, '').replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;').replace(/"/g, '&quot;');
