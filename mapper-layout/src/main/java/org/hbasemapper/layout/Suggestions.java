package org.hbasemapper.layout;

import java.util.Collection;
import java.util.Locale;
import org.hbasemapper.annotations.audience.LimitedPrivate;

/**
 * The declared name an unknown one was probably meant to be, for "did you mean" hints: the same
 * name in other case, else the nearest by edit distance when it is close enough to be a typo.
 */
@LimitedPrivate({"mapper-processor", "mapper-dynamic"})
public final class Suggestions {
  private Suggestions() {}

  /**
   * The candidate closest to {@code name}, or null when none is close: a candidate equal ignoring
   * case wins; otherwise the first one at the smallest edit distance (case ignored), if that
   * distance is at most 2 (or a third of the name, for long names) and smaller than the name itself.
   */
  public static String closest(String name, Collection<String> candidates) {
    String lower = name.toLowerCase(Locale.ROOT);
    String best = null;
    int bestDistance = Integer.MAX_VALUE;
    for (String candidate : candidates) {
      if (candidate.equals(name)) {
        continue;
      }
      int distance = distance(lower, candidate.toLowerCase(Locale.ROOT));
      if (distance < bestDistance) {
        best = candidate;
        bestDistance = distance;
      }
    }
    int limit = Math.max(2, name.length() / 3);
    return best != null && (bestDistance == 0 || bestDistance <= limit && bestDistance < name.length()) ? best : null;
  }

  /** Levenshtein distance: the fewest insertions, deletions and substitutions from {@code a} to {@code b}. */
  static int distance(String a, String b) {
    int[] previous = new int[b.length() + 1];
    int[] current = new int[b.length() + 1];
    for (int j = 0; j <= b.length(); j++) {
      previous[j] = j;
    }
    for (int i = 1; i <= a.length(); i++) {
      current[0] = i;
      for (int j = 1; j <= b.length(); j++) {
        int substitution = previous[j - 1] + (a.charAt(i - 1) == b.charAt(j - 1) ? 0 : 1);
        current[j] = Math.min(substitution, Math.min(previous[j], current[j - 1]) + 1);
      }
      int[] swap = previous;
      previous = current;
      current = swap;
    }
    return previous[b.length()];
  }
}
