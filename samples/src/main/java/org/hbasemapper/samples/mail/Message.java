package org.hbasemapper.samples.mail;

import java.time.LocalDate;
import org.hbasemapper.annotations.Family;
import org.hbasemapper.annotations.RowKey;
import org.hbasemapper.annotations.Table;

/**
 * A mail box as a tall table, the seed's {@code <user_id><message_id>}: one row per message, the
 * message id being the day it arrived and a sequence number within the day. A user's mail is one
 * key range, a user's mail of one day a narrower one.
 */
@Table(name = "message", namespace = "mail", defaultFamily = "m")
@Family(name = "m")
public record Message(
    @RowKey(order = 0, width = 8) String userId,
    @RowKey(order = 1) LocalDate day,
    @RowKey(order = 2) int seq,
    String sender,
    String subject) {}
