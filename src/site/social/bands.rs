//! PNG encoding band by band, so that images which differ in a few rows share the work of the
//! rest.
//!
//! A page's image is its base (background and board, the same for every page showing that
//! position) with its texts drawn over a few rows. The rows are cut into bands of
//! [`BAND_ROWS`], and each band is filtered and deflated on its own, ending with a sync flush
//! (on a byte boundary, not the final block): deflate data made that way can be joined one
//! after another, and the bands' Adler-32 checksums combined into the whole stream's. So a
//! base's bands are compressed once, and each page compresses only the bands its texts touch.

use std::cell::RefCell;

use super::SocialError;

use zlib_rs::adler32::{adler32, adler32_combine};
use zlib_rs::crc32::crc32;
use zlib_rs::{Deflate, DeflateConfig, DeflateFlush};

/// Rows per band: small enough that a title's bands are little more than its lines, large
/// enough that a band's block header and sync flush cost little (630 rows make 35 bands).
pub(super) const BAND_ROWS: u32 = 18;

/// How hard to compress: hard for what is compressed once (a base's bands), fastest for what
/// every image compresses (the rows its texts reach).
#[derive(Clone, Copy)]
pub(super) enum Effort {
    Once,
    Each,
}

impl Effort {
    fn config(self) -> DeflateConfig {
        match self {
            Effort::Once => DeflateConfig {
                level: 6,
                window_bits: -15,
                ..DeflateConfig::default()
            },
            // zlib-rs's level 1 (its quick strategy, fixed codes) makes images 9 % larger than
            // level 2, but these rows are compressed anew for every page: at level 2 that was
            // the largest single cost of a full build (docs/performance.md). The images are
            // fetched by the sites a link is shared on, not by readers.
            Effort::Each => DeflateConfig {
                level: 1,
                window_bits: -15,
                ..DeflateConfig::default()
            },
        }
    }
}

/// One band's rows, filtered and deflated, with the checksum and length of the filtered rows.
pub(super) struct Band {
    deflated: Vec<u8>,
    adler: u32,
    len: u64,
}

/// What a thread keeps from image to image: the filtered rows, the compressed output and a
/// compressor per effort (allocating them for every image costs more than the work).
#[derive(Default)]
struct Scratch {
    raw: Vec<u8>,
    out: Vec<u8>,
    once: Option<Deflate>,
    each: Option<Deflate>,
}

thread_local! {
    static SCRATCH: RefCell<Scratch> = RefCell::default();
}

impl Band {
    /// Encodes rows of opaque RGBA pixels (`rgba`, `width` pixels a row) as RGB, 8 bits. A
    /// band's first row is filtered with "sub" (it cannot look at the row above, which
    /// another band holds), the others with "up".
    pub(super) fn encode(rgba: &[u8], width: usize, effort: Effort) -> Result<Band, SocialError> {
        Band::compressed(effort, |raw| filter(rgba, width, raw))
    }

    /// Encodes rows that differ from their base's only in the columns `columns` (pixels): the
    /// base's filtered rows are copied and only those columns filtered again. `rgba` holds the
    /// rows from the base's row `start`, which begins a band; the result is byte for byte what
    /// `encode` makes of the same rows.
    pub(super) fn encode_over(
        base: &Filtered,
        start: usize,
        rgba: &[u8],
        columns: std::ops::Range<usize>,
        effort: Effort,
    ) -> Result<Band, SocialError> {
        Band::compressed(effort, |raw| base.refilter(start, rgba, columns, raw))
    }

    /// Filters into the thread's buffer with `filter`, then deflates it.
    fn compressed(effort: Effort, filter: impl FnOnce(&mut Vec<u8>)) -> Result<Band, SocialError> {
        SCRATCH.with_borrow_mut(|scratch| {
            let Scratch {
                raw,
                out,
                once,
                each,
            } = scratch;
            filter(raw);
            let stream = match effort {
                Effort::Once => once,
                Effort::Each => each,
            };
            let stream = match stream {
                Some(s) => {
                    s.reset();
                    s
                }
                None => stream.insert(Deflate::new_with_config(effort.config())),
            };
            Ok(Band {
                deflated: deflate(raw, stream, out)?.to_vec(),
                adler: adler32(1, raw),
                len: raw.len() as u64,
            })
        })
    }
}

/// A base's rows filtered once for the images that draw over some of them (filtering whole
/// rows for every image cost about 5 % of a build): every row "up", and each band's first row
/// also "sub" (the first row of a band is the first of what an image draws).
pub(super) struct Filtered {
    width: usize,
    band_rows: usize,
    up: Vec<u8>,
    sub: Vec<u8>,
}

impl Filtered {
    /// The filtered rows of a base of `width` pixels a row, cut into bands of `band_rows`.
    pub(super) fn new(rgba: &[u8], width: usize, band_rows: usize) -> Filtered {
        let (stride, line) = (width * 4, 1 + width * 3);
        let rows = rgba.len() / stride;
        let mut up = Vec::new();
        filter(rgba, width, &mut up);
        let mut sub = vec![0; rows.div_ceil(band_rows) * line];
        for (band, out) in sub.chunks_exact_mut(line).enumerate() {
            let row = &rgba[band * band_rows * stride..][..stride];
            out[0] = 1;
            sub_filtered(row, &mut out[1..], 0..width);
        }
        Filtered {
            width,
            band_rows,
            up,
            sub,
        }
    }

    /// The rows `rgba` (from the base's row `start` on) filtered into `raw`: the base's lines,
    /// with `columns` filtered from `rgba` again.
    fn refilter(
        &self,
        start: usize,
        rgba: &[u8],
        columns: std::ops::Range<usize>,
        raw: &mut Vec<u8>,
    ) {
        let (width, stride, line) = (self.width, self.width * 4, 1 + self.width * 3);
        let rows = rgba.len() / stride;
        raw.clear();
        let first = &self.sub[start / self.band_rows * line..][..line];
        raw.extend_from_slice(first);
        raw.extend_from_slice(&self.up[(start + 1) * line..(start + rows) * line]);
        let (from, to) = (columns.start.min(width), columns.end.min(width));
        if from >= to {
            return;
        }
        // "sub" reads the pixel to the left: the pixel after the columns changes with them.
        sub_filtered(
            &rgba[..stride],
            &mut raw[1..line],
            from..(to + 1).min(width),
        );
        for r in 1..rows {
            let (above, row) = (
                &rgba[(r - 1) * stride..r * stride],
                &rgba[r * stride..(r + 1) * stride],
            );
            let out = &mut raw[r * line + 1..(r + 1) * line];
            up_filtered(
                &row[from * 4..to * 4],
                &above[from * 4..to * 4],
                &mut out[from * 3..to * 3],
            );
        }
    }
}

/// PNG rows of RGB from rows of RGBA: "sub" for the first, "up" for the others.
fn filter(rgba: &[u8], width: usize, raw: &mut Vec<u8>) {
    let stride = width * 4;
    let line = 1 + width * 3;
    let rows = rgba.len() / stride;
    raw.clear();
    raw.resize(line * rows, 0);
    let mut lines = raw.chunks_exact_mut(line);
    let mut above: Option<&[u8]> = None;
    for (row, out) in rgba.chunks_exact(stride).zip(&mut lines) {
        let (kind, out) = out.split_at_mut(1);
        match above {
            None => {
                kind[0] = 1;
                sub_filtered(row, out, 0..width);
            }
            Some(up) => {
                kind[0] = 2;
                up_filtered(row, up, out);
            }
        }
        above = Some(row);
    }
}

/// The "sub" filter of an RGBA row's pixels `pixels` as RGB into `out` (the whole row's
/// line): each byte less the byte of the pixel to its left, alpha dropped.
fn sub_filtered(row: &[u8], out: &mut [u8], pixels: std::ops::Range<usize>) {
    for x in pixels {
        for c in 0..3 {
            let left = if x == 0 { 0 } else { row[(x - 1) * 4 + c] };
            out[x * 3 + c] = row[x * 4 + c].wrapping_sub(left);
        }
    }
}

/// The "up" filter of an RGBA row as RGB: two pixels at a time, each byte less the byte above
/// it (a byte-wise subtraction in one 64-bit word), alpha dropped. Every image filters the rows
/// its title reaches, so this loop is hot.
fn up_filtered(row: &[u8], up: &[u8], out: &mut [u8]) {
    const HIGH: u64 = 0x8080_8080_8080_8080;
    let pairs = row.as_chunks::<8>().0.iter().zip(up.as_chunks::<8>().0);
    let mut outs = out.chunks_exact_mut(6);
    for ((px, up), o) in pairs.zip(&mut outs) {
        let (a, b) = (u64::from_le_bytes(*px), u64::from_le_bytes(*up));
        let d = ((a | HIGH) - (b & !HIGH)) ^ ((a ^ !b) & HIGH);
        let rgb = (d & 0xff_ffff) | ((d >> 8) & 0xffff_ff00_0000);
        o.copy_from_slice(&rgb.to_le_bytes()[..6]);
    }
    // An odd last pixel.
    let tail = outs.into_remainder();
    let (px, up) = (&row[row.len() - 4..], &up[up.len() - 4..]);
    for (c, o) in tail.iter_mut().enumerate() {
        *o = px[c].wrapping_sub(up[c]);
    }
}

/// Raw deflate data for `raw`, ending with a sync flush, in `out`.
fn deflate<'a>(
    raw: &[u8],
    stream: &mut Deflate,
    out: &'a mut Vec<u8>,
) -> Result<&'a [u8], SocialError> {
    // Most bands deflate to a few percent of their size; the buffer grows when one does not.
    out.resize(out.len().max(raw.len() / 8 + 1024), 0);
    let (mut read, mut written) = (0, 0);
    loop {
        let (was_in, was_out) = (stream.total_in(), stream.total_out());
        stream
            .compress(&raw[read..], &mut out[written..], DeflateFlush::SyncFlush)
            .map_err(|e| SocialError::Compress(e.as_str()))?;
        read += (stream.total_in() - was_in) as usize;
        written += (stream.total_out() - was_out) as usize;
        // Done when all is read and the flush did not fill the output.
        if read == raw.len() && written < out.len() {
            break;
        }
        let more = out.len() * 2;
        out.resize(more, 0);
    }
    Ok(&out[..written])
}

/// A PNG of `width` × `height` RGB pixels from its bands in order, with no other chunks than
/// the image's header, data and end (no time, no text: the same bands give the same bytes).
pub(super) fn png(width: u32, height: u32, bands: &[&Band]) -> Vec<u8> {
    let deflated: usize = bands.iter().map(|b| b.deflated.len()).sum();
    let mut out = Vec::with_capacity(deflated + 80);
    out.extend_from_slice(b"\x89PNG\r\n\x1a\n");
    let mut header = Vec::with_capacity(13);
    header.extend_from_slice(&width.to_be_bytes());
    header.extend_from_slice(&height.to_be_bytes());
    // 8 bits per sample, RGB, deflate, adaptive filtering, not interlaced.
    header.extend_from_slice(&[8, 2, 0, 0, 0]);
    chunk(&mut out, b"IHDR", |out| out.extend_from_slice(&header));
    chunk(&mut out, b"IDAT", |out| {
        // zlib header: deflate with a 32 KB window, no dictionary (0x7801 is a multiple of 31).
        out.extend_from_slice(&[0x78, 0x01]);
        let mut adler = 1;
        for band in bands {
            out.extend_from_slice(&band.deflated);
            adler = adler32_combine(adler, band.adler, band.len);
        }
        // An empty stored block, marked final, ends the deflate data.
        out.extend_from_slice(&[0x01, 0x00, 0x00, 0xff, 0xff]);
        out.extend_from_slice(&adler.to_be_bytes());
    });
    chunk(&mut out, b"IEND", |_| {});
    out
}

/// Appends a chunk: length, type, the data `write` appends, and the CRC of type and data.
fn chunk(out: &mut Vec<u8>, kind: &[u8; 4], write: impl FnOnce(&mut Vec<u8>)) {
    let at = out.len();
    out.extend_from_slice(&[0; 4]);
    out.extend_from_slice(kind);
    write(out);
    let len = (out.len() - at - 8) as u32;
    out[at..at + 4].copy_from_slice(&len.to_be_bytes());
    let crc = crc32(0, &out[at + 4..]);
    out.extend_from_slice(&crc.to_be_bytes());
}

#[cfg(test)]
mod tests {
    use super::*;
    use resvg::tiny_skia::{Color, Pixmap};

    fn rows(p: &Pixmap, rows: std::ops::Range<u32>) -> &[u8] {
        let stride = p.width() as usize * 4;
        &p.data()[rows.start as usize * stride..rows.end as usize * stride]
    }

    /// A pixmap of stripes and noise, so every filter and the joins between bands matter.
    fn sample(width: u32, height: u32) -> Pixmap {
        let mut p = Pixmap::new(width, height).expect("size");
        p.fill(Color::from_rgba8(0xf7, 0xf3, 0xea, 0xff));
        let mut seed = 7u32;
        for (i, px) in p.data_mut().chunks_exact_mut(4).enumerate() {
            seed = seed.wrapping_mul(1_103_515_245).wrapping_add(12_345);
            if i % 7 < 3 {
                px[0] = (seed >> 16) as u8;
                px[1] = (i / width as usize) as u8;
                px[2] = (seed >> 24) as u8;
            }
        }
        p
    }

    fn decode(png: &[u8]) -> (png::OutputInfo, Vec<u8>) {
        let mut reader = png::Decoder::new(std::io::Cursor::new(png))
            .read_info()
            .expect("a PNG header");
        let mut buf = vec![0; reader.output_buffer_size().expect("size")];
        let info = reader.next_frame(&mut buf).expect("the image data");
        (info, buf)
    }

    #[test]
    fn joined_bands_decode_to_the_pixels() {
        let (w, h) = (37, 50);
        let p = sample(w, h);
        // Bands of uneven sizes, at both levels, as a page's image mixes them.
        let cuts = [0, 1, 18, 36, 37, 50];
        let bands: Vec<Band> = cuts
            .windows(2)
            .enumerate()
            .map(|(i, c)| {
                let effort = if i % 2 == 0 {
                    Effort::Once
                } else {
                    Effort::Each
                };
                Band::encode(rows(&p, c[0]..c[1]), 37, effort).expect("encoded")
            })
            .collect();
        let refs: Vec<&Band> = bands.iter().collect();
        let (info, pixels) = decode(&png(w, h, &refs));
        assert_eq!((info.width, info.height), (w, h));
        assert_eq!(info.color_type, png::ColorType::Rgb);
        let rgb: Vec<u8> = p
            .data()
            .chunks_exact(4)
            .flat_map(|px| px[..3].to_vec())
            .collect();
        assert_eq!(pixels, rgb);
    }

    #[test]
    fn the_stream_checksum_is_the_whole_datas() {
        let p = sample(30, 40);
        let a = Band::encode(rows(&p, 0..13), 30, Effort::Once).expect("encoded");
        let b = Band::encode(rows(&p, 13..40), 30, Effort::Each).expect("encoded");
        let image = png(30, 40, &[&a, &b]);
        // The IDAT chunk's data follows the signature (8), the header chunk (25) and its own
        // length and type (8); zlib checks the Adler-32 at the end.
        let len = u32::from_be_bytes(image[33..37].try_into().expect("4 bytes")) as usize;
        assert_eq!(&image[37..41], b"IDAT");
        let mut out = vec![0; 30 * 40 * 3 + 40];
        let (inflated, code) = zlib_rs::decompress_slice(
            &mut out,
            &image[41..41 + len],
            zlib_rs::InflateConfig::default(),
        );
        assert_eq!(code, zlib_rs::ReturnCode::Ok);
        assert_eq!(inflated.len(), 30 * 40 * 3 + 40);
    }

    /// Filtering again only the columns an image changed gives what filtering its rows whole
    /// gives: at the row a strip starts, after it, and at the edges of the image.
    #[test]
    fn refiltered_columns_give_the_whole_filter() {
        let (w, h) = (37, 50);
        let base = sample(w, h);
        let filtered = Filtered::new(base.data(), w as usize, 18);
        let stride = w as usize * 4;
        for (start, columns) in [(18, 5..20), (0, 0..37), (36, 30..37), (18, 0..1), (0, 3..3)] {
            let mut strip = base.data()[start * stride..].to_vec();
            let mut seed = start as u32 + 1;
            for row in strip.chunks_exact_mut(stride) {
                for x in columns.clone() {
                    seed = seed.wrapping_mul(1_103_515_245).wrapping_add(12_345);
                    row[x * 4] = (seed >> 16) as u8;
                    row[x * 4 + 2] = (seed >> 24) as u8;
                }
            }
            let whole = Band::encode(&strip, w as usize, Effort::Each).expect("encoded");
            let over = Band::encode_over(&filtered, start, &strip, columns.clone(), Effort::Each)
                .expect("encoded");
            assert_eq!(
                (whole.deflated, whole.adler, whole.len),
                (over.deflated, over.adler, over.len),
                "rows from {start}, columns {columns:?}"
            );
        }
    }

    #[test]
    fn the_same_bands_give_the_same_bytes() {
        let p = sample(20, 20);
        let a = Band::encode(p.data(), 20, Effort::Each).expect("encoded");
        let b = Band::encode(p.data(), 20, Effort::Each).expect("encoded");
        assert_eq!(png(20, 20, &[&a]), png(20, 20, &[&b]));
    }
}
