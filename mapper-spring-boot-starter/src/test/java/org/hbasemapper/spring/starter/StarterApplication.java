package org.hbasemapper.spring.starter;

import org.springframework.boot.autoconfigure.SpringBootApplication;

/** An application with the starter and nothing configured. */
@SpringBootApplication
public class StarterApplication {}
