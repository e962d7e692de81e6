package org.hbasemapper.spring.slice;

import org.springframework.stereotype.Component;

/** A component of the application that an hbase-mapper slice leaves out. */
@Component
public class Unwanted {}
