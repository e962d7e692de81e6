package golden;

import org.hbasemapper.annotations.Projection;

@Projection(Profile.class)
public record ProfileCard(long id, String nickname, int age) {}
