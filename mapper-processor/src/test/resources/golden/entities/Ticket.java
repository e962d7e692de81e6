package golden;

import org.hbasemapper.annotations.Column;
import org.hbasemapper.annotations.Family;
import org.hbasemapper.annotations.RowKey;
import org.hbasemapper.annotations.Table;

@Table(name = "ticket", namespace = "desk")
@Family(name = "t")
public final class Ticket extends Stamped {
  @RowKey(order = 0, width = 8) private final String queue;
  @RowKey(order = 1) private final long number;
  @Column(family = "t") private final String subject;
  @Column(family = "t") private final boolean isUrgent;
  @Column(family = "t") private String assignee;

  public Ticket(String queue, long number, String subject, boolean isUrgent) {
    this.queue = queue;
    this.number = number;
    this.subject = subject;
    this.isUrgent = isUrgent;
  }

  public String getQueue() {
    return queue;
  }

  public long number() {
    return number;
  }

  public String getSubject() {
    return subject;
  }

  public boolean isUrgent() {
    return isUrgent;
  }

  public String getAssignee() {
    return assignee;
  }

  public void setAssignee(String assignee) {
    this.assignee = assignee;
  }
}
