package golden;

import java.util.Map;
import org.hbasemapper.annotations.Column;
import org.hbasemapper.annotations.DynamicColumns;
import org.hbasemapper.annotations.Family;
import org.hbasemapper.annotations.Fetch;
import org.hbasemapper.annotations.RowKey;
import org.hbasemapper.annotations.Table;

@Table(name = "conversation", namespace = "chat")
@Family(name = "info")
@Family(name = "m", inMemory = true)
public record Conversation(
    @RowKey long id,
    @Column(family = "info") String title,
    @DynamicColumns(family = "m", fetch = Fetch.LAZY) Map<Long, String> members) {}
