package org.hbasemapper.spring.slice;

import org.springframework.boot.autoconfigure.SpringBootApplication;

/** The application a slice test finds by walking up its package. */
@SpringBootApplication
public class SliceApplication {}
