package golden;

import org.hbasemapper.annotations.Projection;

@Projection(Member.class)
public record MemberCard(long id, String nickname, String city) {}
