package org.hbasemapper.processor.types;

/** The Java types the runtime has built-in codecs for, with the names of those codecs. */
public enum TypeKind {
  BOOLEAN("BooleanKeyCodec", "BooleanValueCodec", "Boolean"),
  BYTE("ByteKeyCodec", "ByteValueCodec", "Byte"),
  SHORT("ShortKeyCodec", "ShortValueCodec", "Short"),
  INT("IntKeyCodec", "IntValueCodec", "Int"),
  LONG("LongKeyCodec", "LongValueCodec", "Long"),
  FLOAT("FloatKeyCodec", "FloatValueCodec", "Float"),
  DOUBLE("DoubleKeyCodec", "DoubleValueCodec", "Double"),
  STRING("StringKeyCodec", "StringValueCodec", null),
  BYTES("BytesKeyCodec", "BytesValueCodec", null),
  BIG_DECIMAL(null, "BigDecimalValueCodec", null),
  INSTANT("InstantKeyCodec", "InstantValueCodec", null),
  DATE("DateKeyCodec", "DateValueCodec", null),
  LOCAL_DATE("LocalDateKeyCodec", "LocalDateValueCodec", null),
  LOCAL_DATE_TIME("LocalDateTimeKeyCodec", "LocalDateTimeValueCodec", null),
  UUID("UuidKeyCodec", "UuidValueCodec", null),
  ENUM("EnumKeyCodec", "EnumValueCodec", null);

  private final String keyCodec;
  private final String valueCodec;
  private final String primitiveSuffix;

  TypeKind(String keyCodec, String valueCodec, String primitiveSuffix) {
    this.keyCodec = keyCodec;
    this.valueCodec = valueCodec;
    this.primitiveSuffix = primitiveSuffix;
  }

  /** The simple name of the runtime key codec, or null when the type cannot be in a key. */
  public String keyCodec() {
    return keyCodec;
  }

  /** The simple name of the runtime value codec. */
  public String valueCodec() {
    return valueCodec;
  }

  /** The suffix of the codec's unboxed methods ({@code encodeLong}), or null for reference types. */
  public String primitiveSuffix() {
    return primitiveSuffix;
  }

  /** Whether the runtime can encode this type in a row key or qualifier. */
  public boolean keyable() {
    return keyCodec != null;
  }

  /** Whether the type has a fixed natural width, so {@code @RowKey(width)} does not apply. */
  public boolean naturalWidth() {
    return this != STRING && this != BYTES && this != ENUM;
  }
}
