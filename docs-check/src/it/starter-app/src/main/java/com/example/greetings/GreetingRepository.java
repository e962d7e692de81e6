package com.example.greetings;

import java.util.List;
import org.hbasemapper.annotations.Repository;
import org.hbasemapper.runtime.CrudRepository;

/** Greetings by author; the processor writes its implementation, the starter makes it a bean. */
@Repository
public interface GreetingRepository extends CrudRepository<Greeting, GreetingMapper.Key> {
  List<Greeting> findByAuthor(String author);
}
