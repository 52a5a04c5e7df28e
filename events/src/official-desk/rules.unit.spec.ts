import { describe, expect, it } from 'vitest';
import { sniffMatchFileType } from './rules';

const bytes = (text: string) => new TextEncoder().encode(text);

describe('when a match file is judged by its first bytes', () => {
  it('knows JPEG, PNG, WebP and PDF', () => {
    expect(sniffMatchFileType(new Uint8Array([0xff, 0xd8, 0xff, 0xe0]))).toBe('image/jpeg');
    expect(
      sniffMatchFileType(new Uint8Array([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a, 0])),
    ).toBe('image/png');
    expect(sniffMatchFileType(bytes('RIFF\0\0\0\0WEBPVP8 '))).toBe('image/webp');
    expect(sniffMatchFileType(bytes('%PDF-1.7\n'))).toBe('application/pdf');
  });

  it('refuses HTML, SVG, a RIFF that is not WebP, and files too short to tell', () => {
    expect(sniffMatchFileType(bytes('<!doctype html><script>alert(1)</script>'))).toBeNull();
    expect(sniffMatchFileType(bytes('<svg xmlns="http://www.w3.org/2000/svg"/>'))).toBeNull();
    expect(sniffMatchFileType(bytes('RIFF\0\0\0\0WAVEfmt '))).toBeNull();
    expect(sniffMatchFileType(new Uint8Array([0xff, 0xd8]))).toBeNull();
    expect(sniffMatchFileType(new Uint8Array())).toBeNull();
  });
});
