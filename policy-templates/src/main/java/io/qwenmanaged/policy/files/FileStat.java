package io.qwenmanaged.policy.files;

/**
 * What the file system records about a regular file's identity and last change, cheap to read: the
 * device and inode it lives on, its size, and its modification and change times in nanoseconds
 * since the epoch (as fine as the file system keeps them). Writing the file's content moves its
 * change time forward, and no unprivileged process can set a change time back, so an unchanged
 * {@code FileStat} means the content was not rewritten in place or replaced since it was taken —
 * unless the change fell within the file system's timestamp resolution.
 *
 * @param device the device number of the file system holding the file
 * @param inode the file's inode number on that device
 * @param size the file's length in bytes
 * @param modified the modification time, nanoseconds since 1970-01-01T00:00Z
 * @param changed the inode change time, nanoseconds since 1970-01-01T00:00Z
 */
public record FileStat(long device, long inode, long size, long modified, long changed) {

  private static final long SECOND = 1_000_000_000L;

  /*
   * Written out rather than left to the record: the record's own equals is bootstrapped through
   * invokedynamic on first use, which generates method-handle classes no class-data archive holds
   * (measured: about twenty classes on the launcher's start path).
   */
  @Override
  public boolean equals(Object other) {
    return other instanceof FileStat that
        && device == that.device
        && inode == that.inode
        && size == that.size
        && modified == that.modified
        && changed == that.changed;
  }

  @Override
  public int hashCode() {
    return Long.hashCode(device ^ inode ^ size ^ modified ^ changed);
  }

  /**
   * Whether both times are whole seconds: the mark of a file system that keeps no finer times, on
   * which a rewrite within the same second would leave the times as they were.
   */
  public boolean coarse() {
    return modified % SECOND == 0 && changed % SECOND == 0;
  }
}
