package org.hbasemapper.samples.spring;

import java.time.LocalDate;
import org.hbasemapper.samples.spring.weibo.Gender;
import org.hbasemapper.samples.spring.weibo.User;

/**
 * A user as the API shows it: the {@code info} family, never the fans (they are paged on their own;
 * serializing {@link User#fans()} would load them all).
 *
 * @param id the user id
 * @param nickname the nickname, indexed
 * @param gender the gender
 * @param dob the date of birth
 * @param address the address
 */
public record Profile(long id, String nickname, Gender gender, LocalDate dob, String address) {
  static Profile of(User user) {
    return new Profile(user.id(), user.nickname(), user.gender(), user.dob(), user.address());
  }

  /** The user of this profile, with no fans to write. */
  User toUser() {
    return new User(id, nickname, gender, dob, address, null);
  }
}
