package com.example.greetings;

import static org.assertj.core.api.Assertions.assertThat;

import org.junit.jupiter.api.Test;
import org.springframework.beans.factory.annotation.Autowired;
import org.springframework.boot.test.context.SpringBootTest;

/** The application's context on the embedded HBase: the starter's default with nothing configured. */
@SpringBootTest
class GreetingsApplicationTest {
  @Autowired
  GreetingRepository greetings;

  @Test
  void greetingsAreStoredAndFoundByAuthor() {
    greetings.save(new Greeting("bob", 1, "hi"));
    greetings.save(new Greeting("bob", 2, "again"));
    assertThat(greetings.findByAuthor("bob")).extracting(Greeting::text).containsExactly("hi", "again");
  }
}
