package org.hbasemapper.processor.report;

/** A minimal, indenting JSON writer: enough for the schema report, no dependency. */
final class Json {
  private final StringBuilder sb = new StringBuilder();
  private int depth;
  private boolean first = true;
  private boolean afterKey;

  Json open(char bracket) {
    separate();
    sb.append(bracket);
    depth++;
    first = true;
    return this;
  }

  Json close(char bracket) {
    depth--;
    if (!first) {
      newline();
    }
    sb.append(bracket);
    first = false;
    return this;
  }

  Json key(String name) {
    separate();
    string(name);
    sb.append(": ");
    afterKey = true;
    return this;
  }

  Json field(String name, String value) {
    return key(name).value(value);
  }

  Json field(String name, long value) {
    return key(name).value(value);
  }

  Json field(String name, boolean value) {
    key(name);
    separate();
    sb.append(value);
    first = false;
    return this;
  }

  Json value(String value) {
    separate();
    string(value);
    first = false;
    return this;
  }

  Json value(long value) {
    separate();
    sb.append(value);
    first = false;
    return this;
  }

  Json nullValue() {
    separate();
    sb.append("null");
    first = false;
    return this;
  }

  private void separate() {
    if (afterKey) {
      afterKey = false;
      return;
    }
    if (!first) {
      sb.append(',');
    }
    if (depth > 0) {
      newline();
    }
  }

  private void newline() {
    sb.append('\n');
    sb.append("  ".repeat(depth));
  }

  private void string(String s) {
    sb.append('"');
    for (int i = 0; i < s.length(); i++) {
      char c = s.charAt(i);
      switch (c) {
        case '"' -> sb.append("\\\"");
        case '\\' -> sb.append("\\\\");
        case '\n' -> sb.append("\\n");
        case '\r' -> sb.append("\\r");
        case '\t' -> sb.append("\\t");
        default -> {
          if (c < 0x20) {
            sb.append(String.format("\\u%04x", (int) c));
          } else {
            sb.append(c);
          }
        }
      }
    }
    sb.append('"');
  }

  @Override
  public String toString() {
    return sb.toString();
  }
}
