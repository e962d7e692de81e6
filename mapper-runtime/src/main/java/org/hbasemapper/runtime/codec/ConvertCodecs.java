package org.hbasemapper.runtime.codec;

import java.lang.reflect.Constructor;
import java.lang.reflect.Field;
import java.lang.reflect.InvocationTargetException;
import java.lang.reflect.Modifier;
import org.hbasemapper.annotations.audience.LimitedPrivate;
import org.jspecify.annotations.Nullable;

/**
 * The codec of a {@code @Convert} field made at run time as a generated mapper's source makes it: the
 * codec's {@code public static final INSTANCE}; else, for a codec generic in the type it encodes
 * ({@code JsonCodec<T>}), {@code new JsonCodec<>(Address.class)} through its public constructor taking
 * the field's class; else a new one from its public constructor without parameters. Once per mapper,
 * never per value.
 */
@LimitedPrivate({"mapper-dynamic", "mapper-spark"})
public final class ConvertCodecs {
  private ConvertCodecs() {}

  /**
   * A codec, or why there is none.
   *
   * @param codec the codec; null when there is none
   * @param problem why making it failed (not public, abstract, its constructor threw); null with no codec
   *     when the class has neither an {@code INSTANCE} nor a public constructor to use
   */
  @LimitedPrivate({"mapper-dynamic", "mapper-spark"})
  public record Made(@Nullable ValueCodec<Object> codec, @Nullable String problem) {}

  /** The codec {@code codecClass} gives for a field of {@code valueClass}. */
  @SuppressWarnings("unchecked")
  public static Made make(Class<?> codecClass, Class<?> valueClass) {
    try {
      Field field = codecClass.getField("INSTANCE");
      int mod = field.getModifiers();
      if (Modifier.isStatic(mod) && Modifier.isFinal(mod) && ValueCodec.class.isAssignableFrom(field.getType())) {
        return new Made((ValueCodec<Object>) field.get(null), null);
      }
    } catch (NoSuchFieldException e) {
      // no INSTANCE: a constructor, then
    } catch (IllegalAccessException e) {
      return new Made(null, codecClass.getName() + " is not public: " + e.getMessage());
    }
    try {
      Constructor<?> constructor = codecClass.getTypeParameters().length > 0 ? takingClass(codecClass) : null;
      if (constructor != null) {
        return new Made((ValueCodec<Object>) constructor.newInstance(valueClass), null);
      }
      return new Made((ValueCodec<Object>) codecClass.getConstructor().newInstance(), null);
    } catch (NoSuchMethodException e) {
      return new Made(null, null);
    } catch (IllegalAccessException e) {
      return new Made(null, codecClass.getName() + " is not public: " + e.getMessage());
    } catch (InstantiationException e) {
      return new Made(null, codecClass.getName() + " is abstract");
    } catch (InvocationTargetException e) {
      return new Made(null, "its constructor threw " + e.getCause());
    }
  }

  private static @Nullable Constructor<?> takingClass(Class<?> codecClass) {
    try {
      return codecClass.getConstructor(Class.class);
    } catch (NoSuchMethodException e) {
      return null;
    }
  }
}
