package org.hbasemapper.layout;

import java.util.ArrayList;
import java.util.HashMap;
import java.util.List;
import java.util.Map;
import org.hbasemapper.annotations.audience.LimitedPrivate;

/**
 * The text form of a {@link TableLayout}: one line per stored thing, in an order that does not
 * depend on the compiler, so that a change to an entity shows as a small diff in review.
 *
 * <pre>
 * format 1
 * table shop:sale
 *
 * entity org.example.Sale
 *   key-prefix salt buckets=16 of=1
 *   key userId utf8 width=8
 *   key time int64 descending
 *   family d versions=1 min-versions=0 ttl=2147483647 compression=NONE bloom=ROW block-size=65536 block-cache=true in-memory=false
 *   cell d:price decimal field=price
 *   cell d:views int64 field=views role=counter
 *   cell d:created instant field=created from=org.example.Audited
 *   index by_price d:price decimal
 * </pre>
 *
 * Values that are not plain words are written in double quotes with Java escapes.
 */
@LimitedPrivate({"mapper-processor", "mapper-runtime", "mapper-mapreduce", "mapper-dynamic"})
public final class LayoutText {
  private static final String HEADER = """
      # The stored layout of table %s, kept by the hbase-mapper processor.
      # Commit this file. A change here is a change to the rows the table stores: review it like a migration.
      """;

  private LayoutText() {}

  /** The whole file. */
  public static String render(TableLayout table) {
    StringBuilder sb = new StringBuilder(HEADER.formatted(table.table()));
    sb.append("format ").append(TableLayout.FORMAT).append('\n');
    sb.append("table ").append(table.table()).append('\n');
    for (EntityLayout entity : table.entities()) {
      sb.append('\n').append(renderEntity(entity));
    }
    return sb.toString();
  }

  /** One entity's section. */
  public static String renderEntity(EntityLayout e) {
    StringBuilder sb = new StringBuilder();
    sb.append("entity ").append(e.entity()).append('\n');
    if (e.prefix() != null) {
      line(sb, "key-prefix " + e.prefix().describe());
    }
    for (EntityLayout.KeyPart part : e.key()) {
      if (part.isRecordType()) {
        line(sb, "key-type " + quote(part.typeCode()));
        continue;
      }
      StringBuilder l = new StringBuilder("key ").append(quote(part.field())).append(' ').append(part.encoding());
      if (part.encoding().naturalKeyWidth() == 0) {
        l.append(part.width() == 0 ? " variable" : " width=" + part.width());
      }
      if (part.descending()) {
        l.append(" descending");
      }
      from(l, part.from());
      line(sb, l.toString());
    }
    for (EntityLayout.Family f : e.families()) {
      line(sb, "family " + quote(f.name()) + " versions=" + f.maxVersions() + " min-versions=" + f.minVersions()
          + " ttl=" + f.ttlSeconds() + " compression=" + f.compression() + " bloom=" + f.bloomFilter()
          + " block-size=" + f.blockSize() + " block-cache=" + f.blockCache() + " in-memory=" + f.inMemory());
    }
    for (EntityLayout.Cell c : e.cells()) {
      StringBuilder l = new StringBuilder("cell ").append(column(c.family(), c.qualifier()))
          .append(' ').append(c.encoding()).append(" field=").append(quote(c.field()));
      if (c.role() != null) {
        l.append(" role=").append(c.role());
      }
      for (String former : c.formerly()) {
        l.append(" formerly=").append(quote(former));
      }
      from(l, c.from());
      line(sb, l.toString());
    }
    for (EntityLayout.Dynamic d : e.dynamics()) {
      StringBuilder l = new StringBuilder("dynamic " + quote(d.family()) + " key=" + d.keyEncoding() + " value="
          + d.valueEncoding() + " field=" + quote(d.field()));
      from(l, d.from());
      line(sb, l.toString());
    }
    if (e.timestampField() != null) {
      line(sb, "timestamp field=" + quote(e.timestampField()));
    }
    if (e.presence() != null) {
      line(sb, "presence " + column(e.presence().family(), e.presence().qualifier()) + " " + e.presence().kind());
    }
    for (EntityLayout.Index i : e.indexes()) {
      StringBuilder l = new StringBuilder("index ").append(quote(i.name()));
      for (EntityLayout.IndexColumn c : i.columns()) {
        l.append(' ').append(column(c.family(), c.qualifier())).append(' ').append(c.encoding());
      }
      if (i.covering()) {
        l.append(" covering");
      }
      line(sb, l.toString());
    }
    for (EntityLayout.Accepted a : e.accepted()) {
      line(sb, "accepted " + a.from() + " " + a.to() + " " + quote(a.reason()));
    }
    return sb.toString();
  }

  private static void line(StringBuilder sb, String text) {
    sb.append("  ").append(text).append('\n');
  }

  /** {@code from=<class>} for a field a mapped superclass declares; nothing for the entity's own. */
  private static void from(StringBuilder line, String from) {
    if (from != null) {
      line.append(" from=").append(quote(from));
    }
  }

  private static String column(String family, String qualifier) {
    return quote(family) + ":" + quote(qualifier);
  }

  /** {@code text} as is when it is a plain word, else in double quotes with Java escapes. */
  static String quote(String text) {
    if (!text.isEmpty() && text.chars().allMatch(LayoutText::plain)) {
      return text;
    }
    StringBuilder sb = new StringBuilder("\"");
    for (char c : text.toCharArray()) {
      switch (c) {
        case '"' -> sb.append("\\\"");
        case '\\' -> sb.append("\\\\");
        case '\n' -> sb.append("\\n");
        case '\t' -> sb.append("\\t");
        default -> {
          if (c < 0x20 || c == 0x7F || Character.isSurrogate(c) || (c != ' ' && Character.isSpaceChar(c))) {
            sb.append(String.format("\\u%04x", (int) c));
          } else {
            sb.append(c);
          }
        }
      }
    }
    return sb.append('"').toString();
  }

  private static boolean plain(int c) {
    return (c >= 'a' && c <= 'z') || (c >= 'A' && c <= 'Z') || (c >= '0' && c <= '9')
        || c == '_' || c == '-' || c == '.' || c == '$' || c == '#' || c == '@' || c == '/' || c == '+';
  }

  /**
   * Reads a whole file.
   *
   * @param text the file's text
   * @param source the file's name, for messages
   * @throws LayoutFormatException naming the line when the text is not a layout this version reads
   */
  public static TableLayout parse(String text, String source) throws LayoutFormatException {
    return new Parser(source, 0).parse(text);
  }

  /**
   * Reads one entity's section, as {@link #renderEntity} writes it.
   *
   * @throws LayoutFormatException when it is not one
   */
  public static EntityLayout parseEntity(String text, String source) throws LayoutFormatException {
    TableLayout table = new Parser(source, -2).parse("format " + TableLayout.FORMAT + "\ntable t\n" + text);
    if (table.entities().size() != 1) {
      throw new LayoutFormatException(source, 0, "expected one entity, found " + table.entities().size());
    }
    return table.entities().get(0);
  }

  private static final class Parser {
    private final String source;
    private int lineNumber;
    private int format = -1;
    private String table;
    private final List<EntityLayout> entities = new ArrayList<>();
    private Builder current;

    /** {@code lineOffset}: added to line numbers, for text read behind lines of its own. */
    Parser(String source, int lineOffset) {
      this.source = source;
      this.lineNumber = lineOffset;
    }

    TableLayout parse(String text) throws LayoutFormatException {
      for (String raw : text.split("\n", -1)) {
        lineNumber++;
        String line = raw.strip();
        if (line.isEmpty() || line.startsWith("#")) {
          continue;
        }
        List<String> tokens = tokens(line);
        String keyword = tokens.get(0);
        if (format < 0) {
          if (!keyword.equals("format") || tokens.size() != 2) {
            throw fail("the first line must be 'format " + TableLayout.FORMAT + "', found '" + line + "'");
          }
          format = integer(tokens.get(1), "format");
          if (format > TableLayout.FORMAT) {
            throw fail("written in layout format " + format + " by a newer hbase-mapper; this version reads format "
                + TableLayout.FORMAT + ": upgrade hbase-mapper, or restore the file from version control");
          }
          if (format < 1) {
            throw fail("format " + format + " does not exist");
          }
          continue;
        }
        if (table == null) {
          if (!keyword.equals("table") || tokens.size() != 2) {
            throw fail("the second line must be 'table <namespace>:<name>', found '" + line + "'");
          }
          table = tokens.get(1);
          continue;
        }
        if (keyword.equals("entity")) {
          finishEntity();
          expectSize(tokens, 2, "entity <class name>");
          if (entities.stream().anyMatch(e -> e.entity().equals(tokens.get(1)))) {
            throw fail("entity " + tokens.get(1) + " appears twice");
          }
          current = new Builder(tokens.get(1));
          continue;
        }
        if (current == null) {
          throw fail("'" + keyword + "' before any 'entity' line");
        }
        entityLine(keyword, tokens);
      }
      if (format < 0 || table == null) {
        throw new LayoutFormatException(source, 0, "no 'format' and 'table' lines: this is not an hbase-mapper layout");
      }
      finishEntity();
      return new TableLayout(table, entities);
    }

    private void finishEntity() {
      if (current != null) {
        entities.add(current.build());
        current = null;
      }
    }

    private void entityLine(String keyword, List<String> tokens) throws LayoutFormatException {
      switch (keyword) {
        case "key-prefix" -> {
          Map<String, String> attrs = attributes(tokens, 2);
          String kind = tokens.size() > 1 ? tokens.get(1) : "";
          if (kind.equals("salt")) {
            current.prefix = new EntityLayout.KeyPrefix("salt", integer(attrs, "buckets"), 1, integer(attrs, "of"));
          } else if (kind.equals("hash")) {
            current.prefix = new EntityLayout.KeyPrefix("hash", 0, integer(attrs, "length"), integer(attrs, "of"));
          } else {
            throw fail("key-prefix must be 'salt' or 'hash', found '" + kind + "'");
          }
        }
        case "key" -> {
          if (tokens.size() < 3) {
            throw fail("expected 'key <field> <encoding> [width=N|variable] [descending]'");
          }
          Encoding encoding = encoding(tokens.get(2));
          int width = 0;
          boolean descending = false;
          String from = null;
          for (String t : tokens.subList(3, tokens.size())) {
            if (t.equals("descending")) {
              descending = true;
            } else if (t.equals("variable")) {
              width = 0;
            } else if (t.startsWith("width=")) {
              width = integer(t.substring(6), "width");
            } else if (t.startsWith("from=")) {
              from = keyValue(t)[1];
            } else {
              throw fail("unexpected '" + t + "' in a key line");
            }
          }
          current.key.add(EntityLayout.KeyPart.of(tokens.get(1), encoding, width, descending, from));
        }
        case "key-type" -> {
          expectSize(tokens, 2, "key-type <code>");
          current.key.add(EntityLayout.KeyPart.recordType(tokens.get(1)));
        }
        case "family" -> {
          if (tokens.size() < 2) {
            throw fail("expected 'family <name> options...'");
          }
          Map<String, String> a = attributes(tokens, 2);
          current.families.add(new EntityLayout.Family(tokens.get(1), integer(a, "versions"),
              integer(a, "min-versions"), integer(a, "ttl"), word(a, "compression"), word(a, "bloom"),
              integer(a, "block-size"), bool(a, "block-cache"), bool(a, "in-memory")));
        }
        case "cell" -> {
          if (tokens.size() < 3) {
            throw fail("expected 'cell <family>:<qualifier> <encoding> field=<name> ...'");
          }
          String[] column = column(tokens.get(1));
          List<String> formerly = new ArrayList<>();
          Map<String, String> a = new HashMap<>();
          for (String t : tokens.subList(3, tokens.size())) {
            String[] kv = keyValue(t);
            if (kv[0].equals("formerly")) {
              formerly.add(kv[1]);
            } else if (a.put(kv[0], kv[1]) != null) {
              throw fail("'" + kv[0] + "' appears twice");
            }
          }
          String role = a.remove("role");
          if (role != null && !List.of("counter", "version", "versions", "removed").contains(role)) {
            throw fail("role must be counter, version, versions or removed, found '" + role + "'");
          }
          String field = word(a, "field");
          a.remove("field");
          String from = a.remove("from");
          noMore(a);
          current.cells.add(new EntityLayout.Cell(column[0], column[1], encoding(tokens.get(2)), field, role, formerly,
              from));
        }
        case "dynamic" -> {
          if (tokens.size() < 2) {
            throw fail("expected 'dynamic <family> key=<encoding> value=<encoding> field=<name>'");
          }
          Map<String, String> a = attributes(tokens, 2);
          current.dynamics.add(new EntityLayout.Dynamic(tokens.get(1), encoding(word(a, "key")),
              encoding(word(a, "value")), word(a, "field"), a.get("from")));
        }
        case "timestamp" -> current.timestampField = word(attributes(tokens, 1), "field");
        case "presence" -> {
          expectSize(tokens, 3, "presence <family>:<qualifier> marker|version|column");
          String[] column = column(tokens.get(1));
          if (!List.of("marker", "version", "column").contains(tokens.get(2))) {
            throw fail("presence must be marker, version or column, found '" + tokens.get(2) + "'");
          }
          current.presence = new EntityLayout.Presence(column[0], column[1], tokens.get(2));
        }
        case "index" -> {
          if (tokens.size() < 4) {
            throw fail("expected 'index <name> <family>:<qualifier> <encoding> ... [covering]'");
          }
          List<String> rest = new ArrayList<>(tokens.subList(2, tokens.size()));
          boolean covering = !rest.isEmpty() && rest.get(rest.size() - 1).equals("covering");
          if (covering) {
            rest.remove(rest.size() - 1);
          }
          if (rest.isEmpty() || rest.size() % 2 != 0) {
            throw fail("an index line lists pairs of <family>:<qualifier> <encoding>");
          }
          List<EntityLayout.IndexColumn> columns = new ArrayList<>();
          for (int i = 0; i < rest.size(); i += 2) {
            String[] column = column(rest.get(i));
            columns.add(new EntityLayout.IndexColumn(column[0], column[1], encoding(rest.get(i + 1))));
          }
          current.indexes.add(new EntityLayout.Index(tokens.get(1), columns, covering));
        }
        case "accepted" -> {
          expectSize(tokens, 4, "accepted <from> <to> \"<reason>\"");
          current.accepted.add(new EntityLayout.Accepted(tokens.get(1), tokens.get(2), tokens.get(3)));
        }
        default -> throw fail("unknown line '" + keyword + "'");
      }
    }

    private Encoding encoding(String text) throws LayoutFormatException {
      try {
        return Encoding.parse(text);
      } catch (IllegalArgumentException e) {
        throw fail(e.getMessage());
      }
    }

    private String[] column(String token) throws LayoutFormatException {
      int colon = token.indexOf(':');
      if (colon <= 0) {
        throw fail("expected <family>:<qualifier>, found '" + token + "'");
      }
      return new String[] {token.substring(0, colon), token.substring(colon + 1)};
    }

    private Map<String, String> attributes(List<String> tokens, int from) throws LayoutFormatException {
      Map<String, String> out = new HashMap<>();
      for (String t : tokens.subList(Math.min(from, tokens.size()), tokens.size())) {
        String[] kv = keyValue(t);
        if (out.put(kv[0], kv[1]) != null) {
          throw fail("'" + kv[0] + "' appears twice");
        }
      }
      return out;
    }

    private String[] keyValue(String token) throws LayoutFormatException {
      int eq = token.indexOf('=');
      if (eq <= 0) {
        throw fail("expected name=value, found '" + token + "'");
      }
      return new String[] {token.substring(0, eq), token.substring(eq + 1)};
    }

    private void noMore(Map<String, String> attrs) throws LayoutFormatException {
      if (!attrs.isEmpty()) {
        throw fail("unexpected " + String.join(", ", attrs.keySet()));
      }
    }

    private String word(Map<String, String> attrs, String name) throws LayoutFormatException {
      String value = attrs.get(name);
      if (value == null) {
        throw fail("missing " + name + "=");
      }
      return value;
    }

    private int integer(Map<String, String> attrs, String name) throws LayoutFormatException {
      return integer(word(attrs, name), name);
    }

    private boolean bool(Map<String, String> attrs, String name) throws LayoutFormatException {
      String value = word(attrs, name);
      if (!value.equals("true") && !value.equals("false")) {
        throw fail(name + " must be true or false, found '" + value + "'");
      }
      return value.equals("true");
    }

    private int integer(String text, String name) throws LayoutFormatException {
      try {
        return Integer.parseInt(text);
      } catch (NumberFormatException e) {
        throw fail(name + " must be a number, found '" + text + "'");
      }
    }

    private void expectSize(List<String> tokens, int size, String shape) throws LayoutFormatException {
      if (tokens.size() != size) {
        throw fail("expected '" + shape + "'");
      }
    }

    private List<String> tokens(String line) throws LayoutFormatException {
      List<String> out = new ArrayList<>();
      StringBuilder token = new StringBuilder();
      boolean inToken = false;
      for (int i = 0; i < line.length(); i++) {
        char c = line.charAt(i);
        if (c == '"') {
          inToken = true;
          i = unquote(line, i + 1, token);
        } else if (c == ' ' || c == '\t') {
          if (inToken) {
            out.add(token.toString());
            token.setLength(0);
            inToken = false;
          }
        } else {
          inToken = true;
          token.append(c);
        }
      }
      if (inToken) {
        out.add(token.toString());
      }
      return out;
    }

    /** Appends the quoted text starting at {@code from} and returns the index of its closing quote. */
    private int unquote(String line, int from, StringBuilder out) throws LayoutFormatException {
      for (int i = from; i < line.length(); i++) {
        char c = line.charAt(i);
        if (c == '"') {
          return i;
        }
        if (c != '\\') {
          out.append(c);
          continue;
        }
        if (++i >= line.length()) {
          break;
        }
        char e = line.charAt(i);
        switch (e) {
          case 'n' -> out.append('\n');
          case 't' -> out.append('\t');
          case '"', '\\' -> out.append(e);
          case 'u' -> {
            if (i + 4 >= line.length()) {
              throw fail("a \\u escape needs four hex digits");
            }
            try {
              out.append((char) Integer.parseInt(line.substring(i + 1, i + 5), 16));
            } catch (NumberFormatException x) {
              throw fail("a \\u escape needs four hex digits");
            }
            i += 4;
          }
          default -> throw fail("unknown escape \\" + e);
        }
      }
      throw fail("a quote is not closed");
    }

    private LayoutFormatException fail(String problem) {
      return new LayoutFormatException(source, lineNumber, problem);
    }
  }

  private static final class Builder {
    final String entity;
    EntityLayout.KeyPrefix prefix;
    final List<EntityLayout.KeyPart> key = new ArrayList<>();
    final List<EntityLayout.Family> families = new ArrayList<>();
    final List<EntityLayout.Cell> cells = new ArrayList<>();
    final List<EntityLayout.Dynamic> dynamics = new ArrayList<>();
    String timestampField;
    EntityLayout.Presence presence;
    final List<EntityLayout.Index> indexes = new ArrayList<>();
    final List<EntityLayout.Accepted> accepted = new ArrayList<>();

    Builder(String entity) {
      this.entity = entity;
    }

    EntityLayout build() {
      return new EntityLayout(entity, prefix, key, families, cells, dynamics, timestampField, presence, indexes,
          accepted);
    }
  }
}
