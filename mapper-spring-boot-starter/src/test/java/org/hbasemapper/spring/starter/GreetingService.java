package org.hbasemapper.spring.starter;

import java.util.List;
import org.springframework.stereotype.Service;

/** The application's own code, with the generated repository injected. */
@Service
public class GreetingService {
  private final GreetingRepository greetings;

  public GreetingService(GreetingRepository greetings) {
    this.greetings = greetings;
  }

  public void greet(String author, long sequence, String text) {
    greetings.save(new Greeting(author, sequence, text));
  }

  public List<String> greetingsOf(String author) {
    return greetings.findByAuthor(author).stream().map(Greeting::text).toList();
  }
}
