//! FNV-1a, 64 bits: a hash that stays the same between runs, machines and releases, for what is
//! kept across builds (the share images' cache names; a translation's record of its source).

use std::hash::Hasher;

/// The FNV-1a state; `Hasher::write` feeds it bytes.
pub(crate) struct Fnv(u64);

impl Default for Fnv {
    fn default() -> Self {
        Fnv(0xcbf2_9ce4_8422_2325)
    }
}

impl Hasher for Fnv {
    fn finish(&self) -> u64 {
        self.0
    }

    fn write(&mut self, bytes: &[u8]) {
        for &b in bytes {
            self.0 ^= u64::from(b);
            self.0 = self.0.wrapping_mul(0x0100_0000_01b3);
        }
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    /// The published FNV-1a test vectors: a changed constant would rename every cached image.
    #[test]
    fn matches_the_reference_vectors() {
        let hash = |bytes: &[u8]| {
            let mut h = Fnv::default();
            h.write(bytes);
            h.finish()
        };
        assert_eq!(hash(b""), 0xcbf2_9ce4_8422_2325);
        assert_eq!(hash(b"a"), 0xaf63_dc4c_8601_ec8c);
    }
}
