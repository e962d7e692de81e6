package org.hbasemapper.it.model;

import java.time.Instant;
import java.util.UUID;
import org.hbasemapper.annotations.Column;
import org.hbasemapper.annotations.Family;
import org.hbasemapper.annotations.Indexed;
import org.hbasemapper.annotations.RowKey;
import org.hbasemapper.annotations.Table;

/**
 * A chat message: {@code <conversation UUID><sent-at descending><message id>}, so a conversation reads
 * newest first; indexed by author and by topic.
 */
@Table(name = "message", namespace = "chat")
@Family(name = "d")
public record Message(
    @RowKey(order = 0) UUID conversationId,
    @RowKey(order = 1, descending = true) Instant sentAt,
    @RowKey(order = 2) long messageId,
    @Column(family = "d") @Indexed long authorId,
    @Column(family = "d") @Indexed UUID topicId,
    @Column(family = "d") String text) {}
