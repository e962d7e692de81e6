package org.hbasemapper.processor.types;

import static org.assertj.core.api.Assertions.assertThat;

import java.util.List;
import org.junit.jupiter.api.Test;

/**
 * The class flags read from {@code @kotlin.Metadata}, on the metadata kapt 2.4 wrote into its stubs of
 * {@code sealed interface Row}, {@code interface Plain}, {@code class Holder(var ...)} and
 * {@code @JvmInline value class Email(val value: String)}.
 */
class KotlinSupportTest {
  static final List<String> SEALED_INTERFACE = List.of("\u0000\u000e\n\u0002\u0018\u0002\n\u0002\u0010\u0000\n\u0002\u0018\u0002\n\u0000\bv\u0018\u00002\u00020\u0001\u0082\u0001\u0001\u0002\u00a8\u0006\u0003\u00c0\u0006\u0003");
  static final List<String> PLAIN_INTERFACE = List.of("\u0000\n\n\u0002\u0018\u0002\n\u0002\u0010\u0000\n\u0000\bf\u0018\u00002\u00020\u0001\u00a8\u0006\u0002\u00c0\u0006\u0003");
  static final List<String> FINAL_CLASS = List.of("\u0000 \n\u0002\u0018\u0002\n\u0002\u0010\u0000\n\u0000\n\u0002\u0018\u0002\n\u0002\b\u0002\n\u0002\u0010\u000e\n\u0000\n\u0002\u0010\u000b\n\u0002\b\u000f\u0018\u00002\u00020\u0001B1\u0012\b\b\u0002\u0010\u0002\u001a\u00020\u0003\u0012\n\b\u0002\u0010\u0004\u001a\u0004\u0018\u00010\u0003\u0012\b\b\u0002\u0010\u0005\u001a\u00020\u0006\u0012\b\b\u0002\u0010\u0007\u001a\u00020\b\u00a2\u0006\u0004\b\t\u0010\nR\u001c\u0010\u0002\u001a\u00020\u0003X\u0086\u000e\u00a2\u0006\u0010\n\u0002\u0010\u000f\u001a\u0004\b\u000b\u0010\f\"\u0004\b\r\u0010\u000eR\u001e\u0010\u0004\u001a\u0004\u0018\u00010\u0003X\u0086\u000e\u00a2\u0006\u0010\n\u0002\u0010\u000f\u001a\u0004\b\u0010\u0010\f\"\u0004\b\u0011\u0010\u000eR\u001a\u0010\u0005\u001a\u00020\u0006X\u0086\u000e\u00a2\u0006\u000e\n\u0000\u001a\u0004\b\u0012\u0010\f\"\u0004\b\u0013\u0010\u000eR\u001a\u0010\u0007\u001a\u00020\bX\u0086\u000e\u00a2\u0006\u000e\n\u0000\u001a\u0004\b\u0007\u0010\u0014\"\u0004\b\u0015\u0010\u0016\u00a8\u0006\u0017");
  static final List<String> VALUE_CLASS = List.of("\u0000&\n\u0002\u0018\u0002\n\u0002\u0010\u0000\n\u0000\n\u0002\u0010\u000e\n\u0002\b\u0005\n\u0002\u0010\u000b\n\u0002\b\u0004\n\u0002\u0010\b\n\u0002\b\u0005\n\u0002\u0018\u0002\b\u0087@\u0018\u00002\u00020\u0001B\u000f\u0012\u0006\u0010\u0002\u001a\u00020\u0003\u00a2\u0006\u0004\b\u0004\u0010\u0005J\u001b\u0010\b\u001a\u00020\t2\b\u0010\n\u001a\u0004\u0018\u00010\u0001H\u00d6\u0083\u0004\u00a2\u0006\u0004\b\u000b\u0010\fJ\u0011\u0010\r\u001a\u00020\u000eH\u00d6\u0081\u0004\u00a2\u0006\u0004\b\u000f\u0010\u0010J\u0011\u0010\u0011\u001a\u00020\u0003H\u00d6\u0081\u0004\u00a2\u0006\u0004\b\u0012\u0010\u0005R\u0011\u0010\u0002\u001a\u00020\u0003\u00a2\u0006\b\n\u0000\u001a\u0004\b\u0006\u0010\u0007\u0088\u0001\u0002\u00ca\u0001\u0002\b\u0014\u00a8\u0006\u0013");

  @Test
  void aSealedInterface() {
    KotlinSupport.ClassFlags flags = new KotlinSupport.ClassFlags(KotlinSupport.flags(SEALED_INTERFACE));
    assertThat(flags.sealed()).isTrue();
    assertThat(flags.isInterface()).isTrue();
    assertThat(flags.valueClass()).isFalse();
  }

  @Test
  void aPlainInterfaceIsNotSealed() {
    KotlinSupport.ClassFlags flags = new KotlinSupport.ClassFlags(KotlinSupport.flags(PLAIN_INTERFACE));
    assertThat(flags.sealed()).isFalse();
    assertThat(flags.isInterface()).isTrue();
  }

  @Test
  void aFinalClassWithoutFlagsHasTheDefaultOnes() {
    KotlinSupport.ClassFlags flags = new KotlinSupport.ClassFlags(KotlinSupport.flags(FINAL_CLASS));
    assertThat(flags.flags()).isEqualTo(6);
    assertThat(flags.sealed()).isFalse();
    assertThat(flags.isInterface()).isFalse();
  }

  @Test
  void aValueClass() {
    assertThat(new KotlinSupport.ClassFlags(KotlinSupport.flags(VALUE_CLASS)).valueClass()).isTrue();
  }

  @Test
  void dataInAnotherFormReadsAsUnknown() {
    assertThat(KotlinSupport.flags(List.of())).isNull();
    assertThat(KotlinSupport.flags(List.of("\u0001abc"))).isNull(); // the 8-to-7 bit form of old compilers
    assertThat(KotlinSupport.flags(List.of("\u0000\u0010"))).isNull(); // a string table longer than the data
  }
}
