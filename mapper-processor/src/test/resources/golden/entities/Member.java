package golden;

import org.hbasemapper.annotations.Column;
import org.hbasemapper.annotations.Family;
import org.hbasemapper.annotations.Index;
import org.hbasemapper.annotations.Indexed;
import org.hbasemapper.annotations.RowKey;
import org.hbasemapper.annotations.Table;

@Table(name = "member", namespace = "idx")
@Family(name = "info")
@Index(name = "by_city_gender", columns = {"city", "gender"}, covering = true)
public record Member(
    @RowKey long id,
    @Column(family = "info") @Indexed String nickname,
    @Column(family = "info") String city,
    @Column(family = "info") String gender,
    @Column(family = "info") int age) {}
