package golden;

import org.hbasemapper.annotations.Family;
import org.hbasemapper.annotations.HashPrefix;
import org.hbasemapper.annotations.RowKey;
import org.hbasemapper.annotations.Table;

@Table(name = "document", namespace = "ts", defaultFamily = "d")
@Family(name = "d")
@HashPrefix(length = 4, of = "owner", regions = 16)
public record Document(
    @RowKey(order = 0, width = 8) String owner,
    @RowKey(order = 1) long docId,
    String title) {}
