package org.hbasemapper.layout;

import java.util.Locale;
import java.util.Set;
import org.hbasemapper.annotations.audience.LimitedPrivate;

/**
 * The indefinite article for the type and entity names that messages and generated javadoc put in
 * sentences: "an Animal", "an int", "a UUID", "an MD5Key". Chosen by how the word is spoken, which
 * for names is a guess good enough for identifiers: a vowel letter is a vowel sound except a long
 * {@code u} ("a User", "a Unique") and {@code eu} or {@code one}; a name that starts with a run of
 * capitals ({@code HBase}, {@code MD5}, {@code SQL}) is spelled out letter by letter.
 */
@LimitedPrivate({"mapper-processor", "mapper-dynamic"})
public final class English {
  /** Letters whose spoken name starts with a vowel sound: "an F", "an HBase", "an MD5". */
  private static final String VOWEL_SOUNDING_LETTERS = "AEFHILMNORSX";

  /** Words whose silent {@code h} leaves a vowel sound. */
  private static final Set<String> SILENT_H = Set.of("hour", "honest", "honor", "honour", "heir");

  private English() {}

  /** {@code noun} with its indefinite article: {@code "an Animal"}, {@code "a Shop"}. */
  public static String withArticle(String noun) {
    return article(noun) + " " + noun;
  }

  /** {@code "an"} when {@code noun} starts with a vowel sound, else {@code "a"}. */
  public static String article(String noun) {
    return startsWithVowelSound(noun) ? "an" : "a";
  }

  private static boolean startsWithVowelSound(String noun) {
    if (noun.isEmpty() || !Character.isLetter(noun.charAt(0))) {
      return false;
    }
    if (spelledOut(noun)) {
      return VOWEL_SOUNDING_LETTERS.indexOf(noun.charAt(0)) >= 0;
    }
    String word = noun.toLowerCase(Locale.ROOT);
    if (SILENT_H.stream().anyMatch(word::startsWith)) {
      return true;
    }
    if (word.startsWith("eu") || word.startsWith("one") || word.startsWith("uu")) {
      return false;
    }
    if (word.charAt(0) == 'u') {
      // "a user", "a unique", "a usage": u, one consonant, then a vowel is a long u; "an update", "an undo"
      return !(word.length() > 2 && !isVowel(word.charAt(1)) && isVowel(word.charAt(2)));
    }
    return isVowel(word.charAt(0));
  }

  /** Whether {@code noun} starts with two capitals or a capital and a digit, as acronyms do. */
  private static boolean spelledOut(String noun) {
    return noun.length() > 1 && Character.isUpperCase(noun.charAt(0))
        && (Character.isUpperCase(noun.charAt(1)) || Character.isDigit(noun.charAt(1)));
  }

  private static boolean isVowel(char c) {
    return "aeiou".indexOf(c) >= 0;
  }
}
