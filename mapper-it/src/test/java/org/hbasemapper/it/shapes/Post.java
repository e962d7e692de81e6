package org.hbasemapper.it.shapes;

import org.hbasemapper.annotations.Column;
import org.hbasemapper.annotations.Family;
import org.hbasemapper.annotations.Table;

/** An entity that declares one column itself and inherits its key, version and audit dates. */
@Table(name = "post", namespace = "shapes")
@Family(name = "d")
public class Post extends Keyed {
  @Column(family = "d") private String text;

  public Post() {}

  public Post(long id, String text) {
    setId(id);
    this.text = text;
  }

  public String getText() {
    return text;
  }

  public void setText(String text) {
    this.text = text;
  }
}
