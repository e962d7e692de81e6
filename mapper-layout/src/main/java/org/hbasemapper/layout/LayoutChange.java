package org.hbasemapper.layout;

import java.util.List;
import org.hbasemapper.annotations.audience.Api;

/**
 * One difference between a stored layout and the current one, and what it means for the rows
 * already stored.
 *
 * @param kind whether the stored rows still read
 * @param subject what changed
 * @param name the current field (key part, cell, dynamic family, timestamp), index or family that
 *     changed; null when the change is to something that no longer exists or to the whole entity
 * @param message what changed and what happens to the stored rows, one sentence
 * @param waysForward for a breaking change, each way forward as the user would write it
 */
@Api
public record LayoutChange(Kind kind, Subject subject, String name, String message, List<String> waysForward) {

  public LayoutChange {
    waysForward = List.copyOf(waysForward);
  }

  /** Whether the stored rows stay readable and reachable. */
  @Api
  public enum Kind {
    /** Stored rows would become unreadable, unreachable or misread. */
    BREAKING,
    /** Stored rows read as before (a new column reads as absent; a removed one stays unread). */
    COMPATIBLE
  }

  /** What a change is to. */
  @Api
  public enum Subject {
    /** A row-key component. */
    KEY_PART,
    /** The salt or hash prefix. */
    KEY_PREFIX,
    /** The record type code. */
    RECORD_TYPE,
    /** A cell of one field. */
    CELL,
    /** A {@code @DynamicColumns} family. */
    DYNAMIC,
    /** A family's options. */
    FAMILY,
    /** A secondary index. */
    INDEX,
    /** The cell every row has. */
    PRESENCE,
    /** The {@code @Timestamp} field. */
    TIMESTAMP,
    /** The entity as a whole. */
    ENTITY
  }

  /** Whether stored rows would become unreadable, unreachable or misread. */
  public boolean breaking() {
    return kind == Kind.BREAKING;
  }

  /** The message and the ways forward, as one line. */
  public String describe() {
    if (waysForward.isEmpty()) {
      return message;
    }
    return message + ". Ways forward: " + String.join("; or ", waysForward) + ".";
  }
}
