package org.hbasemapper.layout;

import org.hbasemapper.annotations.audience.Api;

/** Layout text that this library cannot read: hand-edited into nonsense, or written by a newer version. */
@Api
public final class LayoutFormatException extends Exception {
  private static final long serialVersionUID = 1L;

  private final int line;

  /**
   * @param source what the text came from (a file), for the message
   * @param line the 1-based line at fault, or 0 for the whole text
   * @param problem what is wrong there
   */
  public LayoutFormatException(String source, int line, String problem) {
    super(source + (line > 0 ? ", line " + line : "") + ": " + problem);
    this.line = line;
  }

  /** The 1-based line at fault, or 0. */
  public int line() {
    return line;
  }
}
