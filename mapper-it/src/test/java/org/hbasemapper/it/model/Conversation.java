package org.hbasemapper.it.model;

import java.util.Map;
import java.util.UUID;
import org.hbasemapper.annotations.Column;
import org.hbasemapper.annotations.DynamicColumns;
import org.hbasemapper.annotations.Family;
import org.hbasemapper.annotations.Fetch;
import org.hbasemapper.annotations.RowKey;
import org.hbasemapper.annotations.Table;

/**
 * A conversation with its members ({@code members:<user_id> = role}), unread counts per member
 * ({@code unread:<user_id> = counter}) and pinned messages keyed by UUID.
 */
// four families on purpose: each dynamic family is read and paged on its own in these tests
@SuppressWarnings({"hbase:families", "hbase:family-name"})
@Table(name = "conversation", namespace = "chat")
@Family(name = "info")
@Family(name = "members")
@Family(name = "unread")
@Family(name = "pins")
public record Conversation(
    @RowKey UUID id,
    @Column(family = "info") String title,
    @DynamicColumns(family = "members", fetch = Fetch.LAZY) Map<Long, String> members,
    @DynamicColumns(family = "unread", fetch = Fetch.LAZY) Map<Long, Long> unread,
    @DynamicColumns(family = "pins", fetch = Fetch.LAZY) Map<UUID, String> pins) {}
