package org.hbasemapper.spring.boot4;

import static org.assertj.core.api.Assertions.assertThat;

import org.hbasemapper.spring.HBaseConnectionDetails;
import org.hbasemapper.spring.test.HBaseMapperTest;
import org.junit.jupiter.api.Test;
import org.springframework.beans.factory.annotation.Autowired;
import org.springframework.context.ApplicationContext;

/** The @HBaseMapperTest slice on Spring Boot 4: the mapper beans alone, on the embedded HBase. */
@HBaseMapperTest(properties = "hbasemapper.zookeeper-quorum=127.0.0.1:1")
class Boot4SliceTest {
  @Autowired
  NoteRepository notes;

  @Autowired
  ApplicationContext context;

  @Test
  void theRepositoryRunsOnTheEmbeddedHBase() {
    notes.save(new Note("slice", 1, "in the slice"));
    assertThat(notes.findByAuthor("slice")).extracting(Note::text).containsExactly("in the slice");
    assertThat(context.getBean(HBaseConnectionDetails.class).embedded()).isTrue();
  }

  @Test
  void theApplicationsComponentsAreLeftOut() {
    assertThat(context.getBeansOfType(NoteService.class)).isEmpty();
  }
}
