/** A header value may hold only Latin-1: the ASCII name for old clients, the real one in RFC 5987's filename*. */
export const contentDisposition = (disposition: string, filename: string) =>
  `${disposition}; filename="${filename.normalize('NFD').replace(/[^\x20-\x7e]/g, '').replace(/["\\]/g, '')}"; filename*=UTF-8''${encodeURIComponent(filename)}`;
