package org.hbasemapper.spring.starter;

import java.util.List;
import org.hbasemapper.annotations.Repository;
import org.hbasemapper.runtime.CrudRepository;

@Repository
public interface GreetingRepository extends CrudRepository<Greeting, GreetingMapper.Key> {
  List<Greeting> findByAuthor(String author);
}
