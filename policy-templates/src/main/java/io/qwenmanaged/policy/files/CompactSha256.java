package io.qwenmanaged.policy.files;

/**
 * SHA-256 (FIPS 180-4) of a byte array held in memory, written out so that a short-lived process
 * hashing a few small files does not pay for the security providers' first use (several
 * milliseconds of a start). {@link Sha256} uses it for small inputs only; a property test holds it
 * to the platform's {@code MessageDigest} on random inputs of every length class.
 */
final class CompactSha256 {

  private static final int[] ROUND_CONSTANTS = {
    0x428a2f98, 0x71374491, 0xb5c0fbcf, 0xe9b5dba5, 0x3956c25b, 0x59f111f1, 0x923f82a4, 0xab1c5ed5,
    0xd807aa98, 0x12835b01, 0x243185be, 0x550c7dc3, 0x72be5d74, 0x80deb1fe, 0x9bdc06a7, 0xc19bf174,
    0xe49b69c1, 0xefbe4786, 0x0fc19dc6, 0x240ca1cc, 0x2de92c6f, 0x4a7484aa, 0x5cb0a9dc, 0x76f988da,
    0x983e5152, 0xa831c66d, 0xb00327c8, 0xbf597fc7, 0xc6e00bf3, 0xd5a79147, 0x06ca6351, 0x14292967,
    0x27b70a85, 0x2e1b2138, 0x4d2c6dfc, 0x53380d13, 0x650a7354, 0x766a0abb, 0x81c2c92e, 0x92722c85,
    0xa2bfe8a1, 0xa81a664b, 0xc24b8b70, 0xc76c51a3, 0xd192e819, 0xd6990624, 0xf40e3585, 0x106aa070,
    0x19a4c116, 0x1e376c08, 0x2748774c, 0x34b0bcb5, 0x391c0cb3, 0x4ed8aa4a, 0x5b9cca4f, 0x682e6ff3,
    0x748f82ee, 0x78a5636f, 0x84c87814, 0x8cc70208, 0x90befffa, 0xa4506ceb, 0xbef9a3f7, 0xc67178f2
  };

  private static final int[] INITIAL_STATE = {
    0x6a09e667, 0xbb67ae85, 0x3c6ef372, 0xa54ff53a, 0x510e527f, 0x9b05688c, 0x1f83d9ab, 0x5be0cd19
  };

  private CompactSha256() {}

  /** The 32-byte SHA-256 hash of {@code input}. */
  static byte[] hash(byte[] input) {
    int[] state = INITIAL_STATE.clone();
    int[] words = new int[64];
    int whole = input.length / 64 * 64;
    for (int block = 0; block < whole; block += 64) {
      compress(state, words, input, block);
    }
    byte[] tail = tail(input, whole);
    for (int block = 0; block < tail.length; block += 64) {
      compress(state, words, tail, block);
    }
    byte[] hash = new byte[32];
    for (int i = 0; i < 8; i++) {
      putInt(hash, i * 4, state[i]);
    }
    return hash;
  }

  /**
   * The last blocks: the input's bytes after {@code from}, a one bit, zeros, and the input's length
   * in bits (one or two blocks).
   */
  private static byte[] tail(byte[] input, int from) {
    int rest = input.length - from;
    byte[] tail = new byte[rest + 9 <= 64 ? 64 : 128];
    System.arraycopy(input, from, tail, 0, rest);
    tail[rest] = (byte) 0x80;
    long bits = (long) input.length * 8;
    putInt(tail, tail.length - 8, (int) (bits >>> 32));
    putInt(tail, tail.length - 4, (int) bits);
    return tail;
  }

  private static void compress(int[] state, int[] w, byte[] data, int offset) {
    for (int t = 0; t < 16; t++) {
      int at = offset + t * 4;
      w[t] =
          (data[at] & 0xff) << 24
              | (data[at + 1] & 0xff) << 16
              | (data[at + 2] & 0xff) << 8
              | (data[at + 3] & 0xff);
    }
    for (int t = 16; t < 64; t++) {
      int s0 =
          Integer.rotateRight(w[t - 15], 7) ^ Integer.rotateRight(w[t - 15], 18) ^ w[t - 15] >>> 3;
      int s1 =
          Integer.rotateRight(w[t - 2], 17) ^ Integer.rotateRight(w[t - 2], 19) ^ w[t - 2] >>> 10;
      w[t] = w[t - 16] + s0 + w[t - 7] + s1;
    }
    int a = state[0], b = state[1], c = state[2], d = state[3];
    int e = state[4], f = state[5], g = state[6], h = state[7];
    for (int t = 0; t < 64; t++) {
      int sum1 =
          Integer.rotateRight(e, 6) ^ Integer.rotateRight(e, 11) ^ Integer.rotateRight(e, 25);
      int choice = (e & f) ^ (~e & g);
      int t1 = h + sum1 + choice + ROUND_CONSTANTS[t] + w[t];
      int sum0 =
          Integer.rotateRight(a, 2) ^ Integer.rotateRight(a, 13) ^ Integer.rotateRight(a, 22);
      int majority = (a & b) ^ (a & c) ^ (b & c);
      int t2 = sum0 + majority;
      h = g;
      g = f;
      f = e;
      e = d + t1;
      d = c;
      c = b;
      b = a;
      a = t1 + t2;
    }
    state[0] += a;
    state[1] += b;
    state[2] += c;
    state[3] += d;
    state[4] += e;
    state[5] += f;
    state[6] += g;
    state[7] += h;
  }

  private static void putInt(byte[] target, int at, int value) {
    target[at] = (byte) (value >>> 24);
    target[at + 1] = (byte) (value >>> 16);
    target[at + 2] = (byte) (value >>> 8);
    target[at + 3] = (byte) value;
  }
}
