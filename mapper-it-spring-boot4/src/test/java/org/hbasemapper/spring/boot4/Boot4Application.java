package org.hbasemapper.spring.boot4;

import org.springframework.boot.autoconfigure.SpringBootApplication;

/** An application on Spring Boot 4 with the starter and Actuator, and nothing configured. */
@SpringBootApplication
public class Boot4Application {}
