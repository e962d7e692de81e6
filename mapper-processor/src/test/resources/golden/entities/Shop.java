package golden;

import java.util.Map;
import org.hbasemapper.annotations.Column;
import org.hbasemapper.annotations.DynamicColumns;
import org.hbasemapper.annotations.Family;
import org.hbasemapper.annotations.Fetch;
import org.hbasemapper.annotations.Relation;
import org.hbasemapper.annotations.RowKey;
import org.hbasemapper.annotations.Table;

@Table(name = "shop", namespace = "rel")
@Family(name = "info")
@Family(name = "item")
public record Shop(
    @RowKey long id,
    @Column(family = "info") String name,
    @Relation(target = Item.class, inverse = "shops")
    @DynamicColumns(family = "item", fetch = Fetch.EAGER) Map<Long, String> items) {}
