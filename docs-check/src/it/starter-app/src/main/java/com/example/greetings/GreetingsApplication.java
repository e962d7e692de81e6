package com.example.greetings;

import org.springframework.boot.CommandLineRunner;
import org.springframework.boot.SpringApplication;
import org.springframework.boot.autoconfigure.SpringBootApplication;
import org.springframework.context.annotation.Bean;

/** Writes a greeting, reads it back and exits: a command-line application on hbase-mapper. */
@SpringBootApplication
public class GreetingsApplication {

  public static void main(String[] args) {
    System.exit(SpringApplication.exit(SpringApplication.run(GreetingsApplication.class, args)));
  }

  @Bean
  CommandLineRunner greet(GreetingRepository greetings) {
    return args -> {
      greetings.save(new Greeting("ada", 1, "hello"));
      System.out.println("Greetings of ada: " + greetings.findByAuthor("ada"));
    };
  }
}
